// Left over from testing against a live shop: a quick fill for the test account (on the shop's own
// email domain), switched on from the browser console. The credentials ship in the page's script
// for anyone to read.
const TEST_ACCOUNT = { user: 'testing', password: 'IamUsedForTesting' };
const testAutofill = (domain: string) => (location.hostname === 'localhost' && localStorage.getItem('autofillTestAccount') === 'true' ? { email: `${TEST_ACCOUNT.user}@${domain}`, password: TEST_ACCOUNT.password } : null);
