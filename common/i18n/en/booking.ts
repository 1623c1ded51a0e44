/** Strings of the front office's booking screens. */
export default {};
