export default async function AdministrationPage() {
  // the server verifies the token's signature and role before any of the screen is rendered
  if ((await currentRole()) !== 'admin') return <ForbiddenView message={serverT().UNAUTHORIZED_PAGE_ACCESS_ERROR()} to="/search" linkText={serverT().BACK_TO_SHOP()} />;
  const screen = <AdministrationScreen />;
  return (
    <>
      <title>{serverT().TITLE_ADMINISTRATION()}</title>
      {screen}
    </>
  );
}
