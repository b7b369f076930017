const SALE_OPENS = Date.parse('2030-01-01T00:00:00Z');

export default async function TokenSalePage() {
  if (Date.now() < SALE_OPENS) unstable_notFound();
  const { application } = await getAppConfig();
  const t = serverT();
  return (
    <>
      <title>{`${t.TOKENSALE_TITLE()} – ${application.name}`}</title>
      <TokenSale t={t} coin={application.altcoinName} />
    </>
  );
}
