import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load, loadAll } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { LOGS_DIR } from '../../src/server/http/access-log';
import { COMPLAINT_UPLOADS_DIR, PROMOTION_RUNTIME_DIR } from '../../src/server/services/complaint-files';
import { FTP_DIR } from '../../src/server/services/ftp-folder';
import { WRITABLE_FOLDERS } from '../../src/server/writable-folders';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Parsed YAML, checked field by field. */
type Doc = Record<string, any>;

const PROBE_PATH = '/rest/admin/application-version';
/** The image's working directory, where MultiJuicer mounts the config and the shop's folders are. */
const APP_DIR = '/juice-shop';
/** The OS temp folder inside the image (no TMPDIR set): the shops' databases and profile pictures. */
const IMAGE_TMP = '/tmp';
/** The folders a read-only root filesystem needs a volume for: the source's list and the temp folder. */
const VOLUME_PATHS = [...WRITABLE_FOLDERS.map((f) => `${APP_DIR}/${f}`), IMAGE_TMP];

/**
 * Facts read from juice-shop/multi-juicer (helm/multi-juicer/values.yaml and the Go struct it
 * feeds, internal/bundle/bundle.go, at 316c6e4): the keys of its values under `config.juiceShop`,
 * and the other keys of the chart's values that a values file may set.
 */
const CHART_KEYS = {
  top: [
    'imagePullPolicy',
    'imagePullSecrets',
    'nodeSelector',
    'ingress',
    'cookie',
    'contentSecurityPolicy',
    'repository',
    'tag',
    'replicas',
    'service',
    'resources',
    'podSecurityContext',
    'containerSecurityContext',
    'affinity',
    'tolerations',
    'logLevel',
    'pod',
    'metrics',
    'config',
  ],
  config: ['maxInstances', 'teamPasscodeLength', 'theme', 'juiceShop'],
  juiceShop: [
    'image',
    'tag',
    'imagePullSecrets',
    'imagePullPolicy',
    'deleteInactiveAfter',
    'ctfKey',
    'config',
    'nodeEnv',
    'resources',
    'podSecurityContext',
    'containerSecurityContext',
    'env',
    'envFrom',
    'volumes',
    'volumeMounts',
    'affinity',
    'tolerations',
    'pod',
    'runtimeClassName',
    'llm',
  ],
};
/** MultiJuicer's default per-team request (the figure the values file lowers). */
const MULTI_JUICER_REQUEST = { cpu: '150m', memory: '300Mi' };
/** Issue 23's target for a whole game: a limit still to be proved by the whole-game run. */
const TARGET_LIMIT = '128Mi';

/** Kubernetes fields of the objects the chart hands through as they are (ResourceRequirements, security contexts, Volume, VolumeMount). */
const K8S_FIELDS = {
  resources: ['requests', 'limits'],
  podSecurityContext: ['runAsNonRoot', 'runAsUser', 'runAsGroup', 'fsGroup', 'seccompProfile'],
  containerSecurityContext: ['allowPrivilegeEscalation', 'readOnlyRootFilesystem', 'capabilities', 'runAsNonRoot', 'runAsUser'],
  volume: ['name', 'emptyDir'],
  volumeMount: ['name', 'mountPath', 'readOnly', 'subPath'],
};

const mebibytes = (quantity: string) => {
  const m = /^(\d+)(Mi|Gi)$/.exec(quantity);
  if (!m) throw new Error(`not a Mi/Gi quantity: ${quantity}`);
  return Number(m[1]) * (m[2] === 'Gi' ? 1024 : 1);
};

/** The mount paths that have an emptyDir volume behind them. */
function emptyDirMounts(volumes: Doc[], mounts: Doc[]) {
  const emptyDirs = new Set(volumes.filter((v) => v.emptyDir !== undefined).map((v) => v.name));
  return mounts.filter((m) => emptyDirs.has(m.name) && !m.readOnly).map((m) => m.mountPath as string);
}

describe('deploy/kubernetes/juice-shop.yaml', () => {
  const docs = loadAll(read('deploy/kubernetes/juice-shop.yaml')).filter(Boolean) as Doc[];
  const deployment = docs.find((d) => d.kind === 'Deployment')!;
  const service = docs.find((d) => d.kind === 'Service')!;
  const configMap = docs.find((d) => d.kind === 'ConfigMap')!;
  const pod = deployment?.spec.template.spec;
  const container = pod?.containers[0];
  const nodeEnv = container?.env.find((e: Doc) => e.name === 'NODE_ENV')?.value as string;

  test('a ConfigMap, a Deployment and a Service, the image the image build tags', () => {
    expect(docs.map((d) => d.kind).sort()).toEqual(['ConfigMap', 'Deployment', 'Service']);
    expect(pod.containers).toHaveLength(1);
    expect(container.image).toBe('localhost/juice-shop-rsc:latest');
  });

  test('port 3000, the Service in front of it, and all three probes on the version route', () => {
    expect(container.ports.map((p: Doc) => p.containerPort)).toEqual([3000]);
    expect(service.spec.ports).toEqual([expect.objectContaining({ port: 3000, targetPort: 3000 })]);
    expect(service.spec.selector).toEqual(deployment.spec.selector.matchLabels);
    expect(deployment.spec.template.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
    for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
      expect([probe, container[probe].httpGet]).toEqual([probe, { path: PROBE_PATH, port: 3000 }]);
    }
    // a cold start answers within a second: the startup probe looks often, and gives up only after a while
    expect(container.startupProbe.periodSeconds).toBeLessThanOrEqual(2);
    expect(container.startupProbe.periodSeconds * container.startupProbe.failureThreshold).toBeGreaterThanOrEqual(20);
  });

  test("MultiJuicer's security context: uid 65532, non-root, seccomp, no capabilities, no escalation, read-only root", () => {
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 65532, seccompProfile: { type: 'RuntimeDefault' } });
    expect(container.securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
  });

  test('an emptyDir for every folder the shop writes, and no other writable mount', () => {
    expect(emptyDirMounts(pod.volumes, container.volumeMounts).sort()).toEqual([...VOLUME_PATHS].sort());
    const writable = container.volumeMounts.filter((m: Doc) => !m.readOnly).map((m: Doc) => m.mountPath);
    expect(writable.sort()).toEqual([...VOLUME_PATHS].sort());
  });

  test('the ConfigMap mounted read-only at /juice-shop/config/<NODE_ENV>.yaml, and the shop accepts its content', () => {
    expect(nodeEnv).toBe('multi-juicer');
    const mount = container.volumeMounts.find((m: Doc) => m.mountPath.startsWith(`${APP_DIR}/config/`));
    expect(mount).toEqual({
      name: expect.any(String),
      mountPath: `${APP_DIR}/config/${nodeEnv}.yaml`,
      subPath: `${nodeEnv}.yaml`,
      readOnly: true,
    });
    const volume = pod.volumes.find((v: Doc) => v.name === mount.name);
    expect(volume.configMap.name).toBe(configMap.metadata.name);
    const content = load(configMap.data[mount.subPath]) as Doc;
    expect(loadConfig(nodeEnv, content).ctf.showFlagsInNotifications).toBe(false);
  });

  test('resources: a small request, and the limit at the issue target', () => {
    const { requests, limits } = container.resources;
    expect(limits.memory).toBe(TARGET_LIMIT);
    expect(mebibytes(requests.memory)).toBeLessThanOrEqual(mebibytes(limits.memory));
    expect(requests.cpu).toMatch(/^\d+m$/);
  });
});

describe('deploy/multi-juicer/values.yaml', () => {
  const values = load(read('deploy/multi-juicer/values.yaml')) as Doc;
  const juiceShop = values.config?.juiceShop as Doc;

  test("only keys of MultiJuicer's chart", () => {
    for (const key of Object.keys(values)) expect([key, CHART_KEYS.top.includes(key)]).toEqual([key, true]);
    for (const key of Object.keys(values.config)) expect([key, CHART_KEYS.config.includes(key)]).toEqual([key, true]);
    for (const key of Object.keys(juiceShop)) expect([key, CHART_KEYS.juiceShop.includes(key)]).toEqual([key, true]);
    for (const key of Object.keys(juiceShop.resources)) expect(K8S_FIELDS.resources).toContain(key);
    for (const key of Object.keys(juiceShop.podSecurityContext)) expect(K8S_FIELDS.podSecurityContext).toContain(key);
    for (const key of Object.keys(juiceShop.containerSecurityContext)) expect(K8S_FIELDS.containerSecurityContext).toContain(key);
    for (const v of juiceShop.volumes) for (const key of Object.keys(v)) expect(K8S_FIELDS.volume).toContain(key);
    for (const m of juiceShop.volumeMounts) for (const key of Object.keys(m)) expect(K8S_FIELDS.volumeMount).toContain(key);
  });

  test('swaps in the image the image build tags', () => {
    expect(`${juiceShop.image}:${juiceShop.tag}`).toBe('localhost/juice-shop-rsc:latest');
  });

  test("lowers MultiJuicer's per-team request, and limits memory at the issue target", () => {
    expect(mebibytes(juiceShop.resources.requests.memory)).toBeLessThan(mebibytes(MULTI_JUICER_REQUEST.memory));
    expect(Number.parseInt(juiceShop.resources.requests.cpu, 10)).toBeLessThan(Number.parseInt(MULTI_JUICER_REQUEST.cpu, 10));
    expect(juiceShop.resources.limits.memory).toBe(TARGET_LIMIT);
    expect(mebibytes(juiceShop.resources.requests.memory)).toBeLessThanOrEqual(mebibytes(TARGET_LIMIT));
  });

  test("MultiJuicer's security context with uid 65532 and a read-only root, a volume for every folder the shop writes", () => {
    expect(juiceShop.podSecurityContext).toEqual({ runAsNonRoot: true, runAsUser: 65532, seccompProfile: { type: 'RuntimeDefault' } });
    expect(juiceShop.containerSecurityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    expect(emptyDirMounts(juiceShop.volumes, juiceShop.volumeMounts).sort()).toEqual([...VOLUME_PATHS].sort());
    // MultiJuicer mounts its own config file: the values must not mount over /juice-shop/config
    expect(juiceShop.volumeMounts.some((m: Doc) => m.mountPath.startsWith(`${APP_DIR}/config`))).toBe(false);
  });
});

test("the source's writable folders hold every runtime path the shop writes under its working directory", () => {
  const inside = (p: string) => WRITABLE_FOLDERS.some((f) => p === path.resolve(f) || p.startsWith(path.resolve(f) + path.sep));
  for (const p of [FTP_DIR, LOGS_DIR, COMPLAINT_UPLOADS_DIR, PROMOTION_RUNTIME_DIR]) expect([p, inside(p)]).toEqual([p, true]);
});
