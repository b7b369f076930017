export default async function Web3SandboxPage() {
  const { application } = await getAppConfig();
  return (
    <>
      <title>{application.name}</title>
      <LazyScreen name="web3Sandbox" props={{}} />
      <PaddingImage width={11} />
    </>
  );
}
