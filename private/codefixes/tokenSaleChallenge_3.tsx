export default async function TokenSalePage() {
  const { application } = await getAppConfig();
  const t = serverT();
  return (
    <>
      <title>{application.name}</title>
      <TokenSale t={t} coin={application.altcoinName} />
    </>
  );
}
