import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { FilesMovedError, type Backend, type SaveRequest, type StoredFile } from '../../backend.ts';
import { branchName, commitMessage, pullRequestBody, type FileBeforeAfter } from '../../change-description.ts';
import { GithubError, type GithubApi } from './github-api.ts';
import { createChangeList } from './github-changes.ts';
import { createFileHistory } from './github-history.ts';
import type { GithubRepository } from './github-settings.ts';
import { createSnapshotReader } from './github-snapshot.ts';
import { imagesOf, listImages, readImage } from '../../images.ts';
import type { PictureList } from '../../../../src/content/picture-list.ts';
import { contentVersion } from '../../version.ts';

export type GithubBackendOptions = {
  repository: GithubRepository;
  api: GithubApi;
  /**
   * What this server knows of public/: the folder itself (the container, the tests), linked beside the
   * copied site for the validator's picture checks; or, in the Netlify function, which does not carry
   * the folder, the list the build wrote of it (the validator is then given the list too:
   * server/netlify/content-api-handler.ts).
   */
  pictures: { publicDir: string } | { list: PictureList };
  now?: () => Date;
  /** Where a leftover on GitHub is reported (the content API's log). */
  log?: (line: string) => void;
  /** Called as each save starts, after the change was merged and checked (tests move the branch here). */
  beforeSave?: () => Promise<void>;
};

/** Blob reads run this many at a time when the whole site is copied. */
const PARALLEL_READS = 8;
/** A branch name already taken (the same summary twice in a day) gets "-2", "-3" … up to this. */
const BRANCH_NAME_TRIES = 9;

/**
 * Reads the published branch and proposes each change as one branch, one commit and one pull
 * request (REST Git Data API: tree → commit → ref, then the pull request). Nothing it does moves an
 * existing branch: the change's branch is created new, and the published branch moves only when the
 * pull request is merged, by GitHub's own merge.
 */
export function createGithubBackend(options: GithubBackendOptions): Backend {
  const { repository, api, pictures } = options;
  const now = options.now ?? (() => new Date());
  const repoPath = `/repos/${repository.owner}/${repository.name}`;
  const snapshot = createSnapshotReader(api, repoPath, options.log);
  // One submission reads, merges and checks against one commit of the published branch, even if
  // the branch moves meanwhile; save then checks against the branch as it is at that moment.
  const pinned = new AsyncLocalStorage<{ head?: Promise<string> }>();
  const head = (): Promise<string> => {
    const pin = pinned.getStore();
    if (!pin) return snapshot.head(repository.baseBranch);
    return (pin.head ??= snapshot.head(repository.baseBranch));
  };

  async function read(path: string): Promise<StoredFile | undefined> {
    const { files } = await snapshot.files(await head());
    const version = files.get(path);
    return version === undefined ? undefined : { path, version, text: await snapshot.text(version) };
  }

  async function copyTo(dir: string): Promise<void> {
    const { commit, files } = await snapshot.files(await head());
    snapshot.keepOnly(new Set(files.values()));
    await snapshot.preload(commit, files.values());
    const entries = [...files];
    for (let i = 0; i < entries.length; i += PARALLEL_READS) {
      await Promise.all(
        entries.slice(i, i + PARALLEL_READS).map(async ([path, blob]) => {
          const target = join(dir, 'site', ...path.split('/'));
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, await snapshot.text(blob), 'utf8');
        }),
      );
    }
    if ('publicDir' in pictures) await symlink(pictures.publicDir, join(dir, 'public'), 'dir');
  }

  async function save(request: SaveRequest) {
    await options.beforeSave?.();
    // The published branch as it is now, not as it was when the change was merged: a file a
    // colleague changed since then is merged again by the caller, never overwritten.
    const base = await snapshot.files(await snapshot.head(repository.baseBranch));
    const moved = request.files.filter((file) => (base.files.get(file.path) ?? null) !== file.expectedVersion).map((file) => file.path);
    if (moved.length > 0) throw new FilesMovedError(moved);

    const described: FileBeforeAfter[] = await Promise.all(
      request.files.map(async (file) => ({
        path: file.path,
        action: file.action,
        before: file.expectedVersion === null ? undefined : await snapshot.text(file.expectedVersion),
        after: file.action === 'delete' ? undefined : file.text,
      })),
    );
    // A tree's inline "content" is UTF-8 text only, so each picture is first a blob sent in base64;
    // nothing points at that blob until the commit below, which holds the picture and the JSON together.
    const pictures = await Promise.all(
      (request.images ?? []).map(async (image) => {
        const blob = await api.call<{ sha: string }>('POST', `${repoPath}/git/blobs`, { content: image.bytes.toString('base64'), encoding: 'base64' });
        return { path: `public${image.path}`, mode: '100644', type: 'blob', sha: blob.sha };
      }),
    );
    const tree = await api.call<{ sha: string }>('POST', `${repoPath}/git/trees`, {
      base_tree: base.tree,
      // Texts go inline (no separate blob calls); `sha: null` removes a file.
      tree: [
        ...request.files.map((file) =>
          file.action === 'delete'
            ? { path: `site/${file.path}`, mode: '100644', type: 'blob', sha: null }
            : { path: `site/${file.path}`, mode: '100644', type: 'blob', content: file.text },
        ),
        ...pictures,
      ],
    });
    const commit = await api.call<{ sha: string }>('POST', `${repoPath}/git/commits`, {
      message: commitMessage(request.summary, request.staff, described),
      tree: tree.sha,
      parents: [base.commit],
    });
    const branch = await createBranch(branchName(repository.branchPrefix, request.summary, now()), commit.sha);
    const pull = await api
      .call<{ number: number; html_url: string }>('POST', `${repoPath}/pulls`, {
        title: request.summary.length > 120 ? `${request.summary.slice(0, 117)}...` : request.summary,
        head: branch,
        base: repository.baseBranch,
        body: pullRequestBody(request.summary, request.staff, described, now()),
      })
      .catch(async (error: unknown) => {
        // A timeout or a server error may come after GitHub opened it: then it stands, and so does its branch.
        const opened = await openPullFor(branch).catch(() => undefined);
        if (opened) return opened;
        // A branch without its pull request is listed nowhere and would only pile up: remove it.
        await api.call('DELETE', `${repoPath}/git/refs/heads/${branch.split('/').map(encodeURIComponent).join('/')}`).catch(() => {
          options.log?.(`The branch ${branch} is left on GitHub without a pull request; delete it there.`);
        });
        throw error;
      });
    const versions = Object.fromEntries(request.files.map((file) => [file.path, file.action === 'delete' ? null : contentVersion(file.text)]));
    return { versions, reference: pull.html_url };
  }

  /** The open pull request whose head is `branch`, if GitHub has one. */
  async function openPullFor(branch: string): Promise<{ number: number; html_url: string } | undefined> {
    const head = encodeURIComponent(`${repository.owner}:${branch}`);
    const pulls = await api.call<{ number: number; html_url: string }[]>('GET', `${repoPath}/pulls?state=open&head=${head}&base=${encodeURIComponent(repository.baseBranch)}`);
    return pulls[0];
  }

  // POST /git/refs creates a branch and never moves one: a name in use answers 422, and the next is tried.
  async function createBranch(name: string, sha: string): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const candidate = attempt === 1 ? name : `${name}-${attempt}`;
      try {
        await api.call('POST', `${repoPath}/git/refs`, { ref: `refs/heads/${candidate}`, sha });
        return candidate;
      } catch (error) {
        // A timeout or a server error may come after GitHub made it (it is never sent twice): a
        // branch of that name at this very commit is ours.
        if (!(error instanceof GithubError && error.status >= 400 && error.status < 500)) {
          const ref = await api.call<{ object: { sha: string } }>('GET', `${repoPath}/git/ref/heads/${candidate.split('/').map(encodeURIComponent).join('/')}`).catch(() => undefined);
          if (ref?.object.sha === sha) return candidate;
        }
        if (!(error instanceof GithubError && error.status === 422 && /already exists/i.test(error.githubMessage)) || attempt === BRANCH_NAME_TRIES) throw error;
      }
    }
  }

  const changeList = createChangeList(api, repository, options.log, () => now().getTime());
  const fileHistory = createFileHistory(api, repository);
  return {
    name: 'github',
    async list() {
      const { files } = await snapshot.files(await head());
      return [...files].map(([path, version]) => ({ path, version })).sort((a, b) => a.path.localeCompare(b.path));
    },
    read,
    // This server's own public/ (or the build's list of it): pictures waiting in a pull request are
    // not listed until published and deployed.
    images: async () => ('publicDir' in pictures ? listImages(pictures.publicDir) : imagesOf(pictures.list.files)),
    // Only a server with the folder has the bytes. Beside the list, every picture is one the site
    // itself serves (the list and the site come from the same build and deploy), so the studio never
    // needs to ask for it here.
    image: async (path) => ('publicDir' in pictures ? readImage(pictures.publicDir, path) : undefined),
    copyTo,
    save,
    exclusive: (task) => pinned.run({}, task),
    history: fileHistory.history,
    readVersion: fileHistory.readVersion,
    undoPlan: fileHistory.undoPlan,
    changes: changeList.list,
    publish: changeList.publish,
  };
}
