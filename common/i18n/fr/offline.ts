/** Strings of the front office's offline screens. */
export default {};
