/** Attack payloads the challenges look for, exactly as players type them (facts from upstream). */
export const IFRAME_XSS = '<iframe src="javascript:alert(`xss`)">';
export const SCRIPT_XSS = '<script>alert(`xss`)</script>';
