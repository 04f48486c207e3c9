#!/usr/bin/env node
// Uploads a local file to a server through the panel's signed upload link, then downloads it back
// through a signed download link and checks that the bytes are the same.
//
//   node transfer-files.mjs ./plugins/example.jar /plugins
//
// PANEL_URL is the panel's address, API_KEY an account key (ptlc_) of a user with file.create and
// file.read-content on the server, SERVER the server's identifier. The file's bytes go to Wings on
// the server's node, never through the panel: the panel only signs the links.
// Node.js 18 or later (built-in fetch, FormData and Blob); no dependencies.

import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';

const PANEL_URL = (process.env.PANEL_URL ?? '').replace(/\/+$/, '');
const API_KEY = process.env.API_KEY ?? '';
const SERVER = process.env.SERVER ?? '';

/** A signed link from the panel; its errors are the panel's error object. */
async function signedLink(kind, query = {}) {
  const url = new URL(
    `${PANEL_URL}/api/client/servers/${encodeURIComponent(SERVER)}/files/${kind}`,
  );
  for (const [name, value] of Object.entries(query)) {
    url.searchParams.set(name, value);
  }
  const response = await fetch(url, {
    headers: {Authorization: `Bearer ${API_KEY}`, Accept: 'application/json'},
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const errors =
      body?.errors?.map((error) => `${error.code}: ${error.detail}`).join('; ') ??
      response.statusText;
    const hint =
      {
        403: ' (the key needs file.create to upload and file.read-content to download)',
        409: ' (the server is suspended, installing, restoring or being transferred, or its node is in maintenance on panel 1.11.0+)',
        429: ` (retry after ${response.headers.get('retry-after') ?? 'a minute'} s)`,
      }[response.status] ?? '';
    throw new Error(`The panel refused the ${kind} link with ${response.status}: ${errors}${hint}`);
  }
  return body.attributes.url;
}

/** Wings answers its own errors as {"error": "..."}, with a request_id for unexpected ones. */
async function wingsFailure(response, what) {
  const body = await response.json().catch(() => null);
  const requestId = body?.request_id ? ` (Wings request id ${body.request_id})` : '';
  // A link works once and for 15 minutes: a second use answers 404, an expired one 500.
  return new Error(
    `Wings refused the ${what} with ${response.status}: ${body?.error ?? response.statusText}${requestId}`,
  );
}

async function upload(localFile, directory) {
  const link = new URL(await signedLink('upload'));
  // The link carries only the token; the target directory is added by the caller.
  link.searchParams.set('directory', directory);
  const form = new FormData();
  form.append('files', new Blob([await readFile(localFile)]), path.basename(localFile));
  const response = await fetch(link, {method: 'POST', body: form});
  if (!response.ok) {
    throw await wingsFailure(response, 'upload');
  }
}

async function download(remoteFile) {
  const link = await signedLink('download', {file: remoteFile});
  const response = await fetch(link);
  if (!response.ok) {
    throw await wingsFailure(response, 'download');
  }
  return Buffer.from(await response.arrayBuffer());
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

async function main() {
  const [localFile, directory = '/'] = process.argv.slice(2);
  if (!PANEL_URL || !API_KEY || !SERVER || !localFile) {
    throw new Error(
      'Usage: PANEL_URL=… API_KEY=… SERVER=… transfer-files.mjs <local file> [remote directory]',
    );
  }
  const original = await readFile(localFile).catch((error) => {
    throw new Error(`Cannot read ${localFile}: ${error.message}`);
  });
  await upload(localFile, directory);
  const remoteFile = path.posix.join(directory, path.basename(localFile));
  console.log(`Uploaded ${localFile} (${original.length} bytes) to ${remoteFile}.`);
  const copy = await download(remoteFile);
  if (sha256(copy) !== sha256(original)) {
    throw new Error(
      `${remoteFile} came back different: ${copy.length} bytes, SHA-256 ${sha256(copy)}.`,
    );
  }
  console.log(
    `Downloaded ${remoteFile} again: ${copy.length} bytes, SHA-256 ${sha256(copy)}, the same as the local file.`,
  );
}

main().catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
