/** Strings of the front office's search screens. */
export default {};
