export default async function AdministrationPage() {
  // the route is in every visitor's bundle, and its only gate is the browser reading the role out of its own token
  const screen = <Guard need="login"><Guard need="admin"><AdministrationScreen /></Guard></Guard>;
  return (
    <>
      <title>{serverT().TITLE_ADMINISTRATION()}</title>
      {screen}
    </>
  );
}
