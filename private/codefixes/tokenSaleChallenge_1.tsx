export default async function TokenSalePage() {
  const { application } = await getAppConfig();
  const t = serverT();
  return (
    <>
      <meta name="robots" content="noindex" />
      <title>{`${t.TOKENSALE_TITLE()} – ${application.name}`}</title>
      <TokenSale t={t} coin={application.altcoinName} />
    </>
  );
}
