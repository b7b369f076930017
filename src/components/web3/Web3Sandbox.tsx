import { useEffect, useMemo, useRef, useState } from 'react';
import type { Abi, AbiFunction, Address } from 'viem';
import { css, cx } from 'styled-system/css';
import { useLoad } from '../../lib/api/use-api';
import { probeSandboxChain } from '../../lib/api/web3';
import { SOLC_COMPILER_PATH } from '../../lib/web3/nft';
import { AccountCard, ErrorBox } from '../ui/FormKit';
import { useI18n } from '../shell/I18n';
import { primaryButton } from '../ui/styles';
import type { SandboxChain } from './sandbox-chain';
import { createSolcCompiler, type SolcOutput } from './solc-worker';

const EXAMPLE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract HelloJuice {
    string private greeting = "Hello, juicy contracts!";

    function greet() public view returns (string memory) {
        return greeting;
    }

    function setGreeting(string calldata next) public {
        greeting = next;
    }
}
`;

type Compiled = { name: string; abi: Abi; bytecode: string };
type Deployed = { address: Address; contract: Compiled };

const field = css({
  w: 'full',
  bg: 'bg',
  color: 'text',
  border: '1px solid',
  borderColor: 'raised',
  borderRadius: 'md',
  px: '3',
  py: '2',
  fontSize: 'sm',
  _focus: { borderColor: 'accent', outline: 'none' },
});
const label = css({ display: 'block', fontSize: 'sm', fontWeight: 'medium', mb: '1.5' });
const section = css({ mt: '6', pt: '4', borderTop: '1px solid', borderColor: 'raised' });

function contractsOf(output: SolcOutput): Compiled[] {
  return Object.values(output.contracts ?? {}).flatMap((file) =>
    Object.entries(file)
      .filter(([, c]) => c.evm.bytecode.object)
      .map(([name, c]) => ({ name, abi: c.abi as Abi, bytecode: c.evm.bytecode.object })),
  );
}

const reason = (e: unknown) => (e instanceof Error ? ((e as { shortMessage?: string }).shortMessage ?? e.message) : String(e));

/**
 * The web3 code sandbox: a Solidity editor compiling in the browser and deploying to the shop's
 * chain with a burner account. The compiler (several MB) and the chain client load on first use.
 */
export function Web3Sandbox() {
  const { t } = useI18n();
  const compiler = useMemo(() => (typeof window === 'undefined' ? null : createSolcCompiler(SOLC_COMPILER_PATH)), []);
  useEffect(() => () => compiler?.dispose(), [compiler]);
  const [source, setSource] = useState(EXAMPLE);
  const [busy, setBusy] = useState<null | 'compile' | 'deploy'>(null);
  const [compilerLoaded, setCompilerLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState<string | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [contracts, setContracts] = useState<Compiled[]>([]);
  const [selected, setSelected] = useState('');
  const [gwei, setGwei] = useState('0');
  // undefined while the chain is asked; null, said in place, when there is none to ask
  const { data: chainId } = useLoad(probeSandboxChain, [], { quiet: true });
  const chain = useRef<Promise<SandboxChain> | null>(null);
  const [account, setAccount] = useState<{ address: string; balance: string } | null>(null);
  const [deployed, setDeployed] = useState<Deployed | null>(null);

  async function compile() {
    if (!compiler) return;
    setBusy('compile');
    setError(null);
    try {
      const { version, output } = await compiler.compile(source);
      setCompilerLoaded(true);
      setVersion(version);
      setMessages((output.errors ?? []).map((e) => e.formattedMessage ?? e.message));
      const found = (output.errors ?? []).some((e) => e.severity === 'error') ? [] : contractsOf(output);
      setContracts(found);
      setSelected(found.at(-1)?.name ?? '');
      setDeployed(null);
    } catch (e) {
      setError(t.SANDBOX_COMPILER_FAILED({ reason: reason(e) }));
    } finally {
      setBusy(null);
    }
  }

  const connect = () => {
    chain.current ??= import('./sandbox-chain').then((m) => m.connectSandboxChain());
    return chain.current;
  };

  async function deploy() {
    const contract = contracts.find((c) => c.name === selected);
    if (!contract || !chainId) return;
    setBusy('deploy');
    setError(null);
    try {
      const c = await connect();
      const address = await c.deploy(contract.abi, contract.bytecode, gwei);
      setDeployed({ address, contract });
      setAccount({ address: c.address, balance: await c.balance() });
    } catch (e) {
      setError(t.SANDBOX_FAILED({ reason: reason(e) }));
    } finally {
      setBusy(null);
    }
  }

  const functions = (deployed?.contract.abi ?? []).filter((item): item is AbiFunction => item.type === 'function');

  return (
    <AccountCard title={t.SANDBOX_TITLE()} headingId="sandbox-title" intro={t.SANDBOX_INTRO()} wide>
      <label htmlFor="solidity-source" className={label}>
        {t.SANDBOX_EDITOR()}
      </label>
      <textarea
        id="solidity-source"
        value={source}
        spellCheck={false}
        rows={16}
        onChange={(e) => setSource(e.target.value)}
        onKeyDown={(e) => {
          // Tab indents inside the editor instead of leaving it
          if (e.key !== 'Tab' || e.shiftKey) return;
          e.preventDefault();
          const el = e.currentTarget;
          const { selectionStart: start, selectionEnd: end } = el;
          setSource(`${source.slice(0, start)}    ${source.slice(end)}`);
          requestAnimationFrame(() => el.setSelectionRange(start + 4, start + 4));
        }}
        className={cx(
          field,
          css({ fontFamily: 'mono', lineHeight: '1.5', resize: 'vertical', tabSize: 4, whiteSpace: 'pre', overflowX: 'auto' }),
        )}
      />
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', mt: '3', flexWrap: 'wrap' })}>
        <button
          type="button"
          id="compileButton"
          className={primaryButton}
          disabled={busy !== null || !source.trim()}
          onClick={() => void compile()}
        >
          {busy === 'compile' ? t.SANDBOX_COMPILING() : t.SANDBOX_COMPILE()}
        </button>
        {busy === 'compile' && !compilerLoaded && (
          <span className={css({ fontSize: 'sm', color: 'muted' })}>{t.SANDBOX_LOADING_COMPILER()}</span>
        )}
        {version && busy !== 'compile' && (
          <span id="compile-status" role="status" className={css({ fontSize: 'sm', color: 'muted' })}>
            {t.SANDBOX_COMPILED({ version })}
          </span>
        )}
      </div>
      <div className={css({ mt: '3' })}>
        <ErrorBox>{error}</ErrorBox>
      </div>
      {messages.length > 0 && (
        <section className={section} aria-labelledby="compiler-messages">
          <h2 id="compiler-messages" className={label}>
            {t.SANDBOX_ERRORS()}
          </h2>
          <pre
            dir="ltr"
            id="compiler-output"
            className={css({ fontSize: 'xs', whiteSpace: 'pre-wrap', bg: 'bg', p: '3', borderRadius: 'md', maxH: '60', overflowY: 'auto' })}
          >
            {messages.join('\n')}
          </pre>
        </section>
      )}
      {version && (
        <section className={section}>
          {chainId === null && (
            <p id="chain-unavailable" role="note" className={css({ fontSize: 'sm', color: 'muted', mb: '3' })}>
              {t.SANDBOX_CHAIN_UNAVAILABLE()}
            </p>
          )}
          {contracts.length === 0 ? (
            <p className={css({ fontSize: 'sm', color: 'muted' })}>{t.SANDBOX_NO_CONTRACTS()}</p>
          ) : (
            <div
              className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '2fr 1fr auto' }, alignItems: 'end' })}
            >
              <div>
                <label htmlFor="contract-select" className={label}>
                  {t.SANDBOX_CONTRACT()}
                </label>
                <select id="contract-select" value={selected} onChange={(e) => setSelected(e.target.value)} className={field}>
                  {contracts.map((c) => (
                    <option key={c.name} value={c.name}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="deploy-value" className={label}>
                  {t.SANDBOX_VALUE()}
                </label>
                <input id="deploy-value" inputMode="decimal" value={gwei} onChange={(e) => setGwei(e.target.value)} className={field} />
              </div>
              <button
                type="button"
                id="deployButton"
                className={primaryButton}
                disabled={busy !== null || !chainId}
                onClick={() => void deploy()}
              >
                {busy === 'deploy' ? t.SANDBOX_DEPLOYING() : t.SANDBOX_DEPLOY()}
              </button>
            </div>
          )}
          {account && (
            <p className={css({ fontSize: 'xs', color: 'muted', mt: '3', wordBreak: 'break-all' })}>{t.SANDBOX_ACCOUNT(account)}</p>
          )}
        </section>
      )}
      {deployed && (
        <section className={section} aria-labelledby="contract-functions">
          <p id="deployed-address" role="status" className={css({ fontFamily: 'mono', fontSize: 'sm', mb: '3', wordBreak: 'break-all' })}>
            {t.SANDBOX_DEPLOYED_AT({ address: deployed.address })}
          </p>
          <h2 id="contract-functions" className={label}>
            {t.SANDBOX_FUNCTIONS()}
          </h2>
          <ul className={css({ display: 'grid', gap: '3' })}>
            {functions.map((fn) => (
              <ContractFunction
                key={`${fn.name}(${fn.inputs.map((i) => i.type).join(',')})`}
                fn={fn}
                run={async (inputs) => (await connect()).call(deployed.address, deployed.contract.abi, fn, inputs, gwei)}
              />
            ))}
          </ul>
        </section>
      )}
    </AccountCard>
  );
}

/** One function of a deployed contract: a field per parameter, a call button and what came back. */
function ContractFunction({ fn, run }: { fn: AbiFunction; run: (inputs: string[]) => Promise<string> }) {
  const { t } = useI18n();
  const [inputs, setInputs] = useState<string[]>(() => fn.inputs.map(() => ''));
  const [result, setResult] = useState<string | null>(null);
  const [calling, setCalling] = useState(false);
  return (
    <li className={css({ bg: 'bg', borderRadius: 'md', p: '3' })} data-function={fn.name}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={primaryButton}
          disabled={calling}
          onClick={async () => {
            setCalling(true);
            try {
              setResult(await run(inputs));
            } catch (e) {
              setResult(t.SANDBOX_FAILED({ reason: reason(e) }));
            } finally {
              setCalling(false);
            }
          }}
        >
          {fn.name}
        </button>
        <span className={css({ fontSize: 'xs', color: 'muted' })}>{fn.stateMutability}</span>
        {fn.inputs.length === 0 && <span className={css({ fontSize: 'xs', color: 'muted' })}>({t.SANDBOX_NO_INPUTS()})</span>}
        {fn.inputs.map((input, i) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: a function's inputs are its positional ABI parameters, fixed for the function
            key={i}
            aria-label={`${fn.name} ${input.name || i}: ${input.type}`}
            placeholder={`${input.name || `arg${i}`}: ${input.type}`}
            value={inputs[i]}
            onChange={(e) => setInputs(inputs.map((v, j) => (j === i ? e.target.value : v)))}
            className={cx(field, css({ w: 'auto', flex: '1', minW: '32' }))}
          />
        ))}
      </div>
      {result !== null && (
        <output className={css({ display: 'block', mt: '2', fontFamily: 'mono', fontSize: 'sm', wordBreak: 'break-all' })}>{result}</output>
      )}
    </li>
  );
}
