export default async function Web3SandboxPage() {
  const { application } = await getAppConfig();
  return (
    <>
      <meta name="robots" content="noindex" />
      <title>{`${serverT().SANDBOX_TITLE()} – ${application.name}`}</title>
      <LazyScreen name="web3Sandbox" props={{}} />
      <PaddingImage width={11} />
    </>
  );
}
