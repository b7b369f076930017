// test accounts are filled in by the test tools, never by code that ships to visitors
const testAutofill = (_domain: string) => null;
