/**
 * The one list of release points the fact extractor reads. Edit releases here only:
 * `npm run facts` resolves each `ref`, checks it against `commit`, and writes one table per entry.
 *
 * Panel: official tags v1.0.0 … v1.11.8 (no -alpha/-beta/-rc), the release points on the branch
 * `upstream-develop` (the upstream 1.0-develop carried inside github:itriedcoding/hexactyl;
 * commits after c39a7be8 are the fork's own work and never read), and 1.15.0 on
 * `reconstructed-1.15.0`. v0.7.19 is the legacy line. How the releases after 1.12.3 were matched
 * (every comparison ignores the forks' own files):
 *
 * - 1.14.0 = 24458ea0: github:BeastMark441/pterodactyl commit 7373234 ("update to 1.14.0",
 *   `config/app.php` 1.14.0) changes, apart from the fork's translations and whitespace, exactly
 *   the files upstream changed from 1.12.3 to 24458ea0, to their 24458ea0 content; none of the
 *   files the later commits ace8effd … c39a7be8 change is at its later content there.
 * - 1.14.1 = c39a7be8: github:devrock07/Rock-Theme e7f6b27 (`config/app.php` 1.14.1) differs from it
 *   under app/, routes/, config/ and database/ only in the theme's branding files and the version
 *   line (and in one test file's whitespace); BeastMark441 tag v1.14.1 likewise.
 * - 1.15.0 = `reconstructed-1.15.0`, a commit on c39a7be8 that carries upstream's side of
 *   Rock-Theme's merge 16a95185 of the official v1.14.1 → v1.15.0 trees (its `.rock/upstream-version`
 *   and `config/app.php` say 1.15.0). No repository we can read holds the tag itself; a maintainer
 *   rebuilds the ref in the panel repository with `scripts/facts/rebuild-panel-1.15.0.sh
 *   PANEL_GIT_DIR ROCK_THEME_GIT_DIR` (fixed author and dates: the same commit id every time). The
 *   script lists each file taken and each left out, and why.
 * - Not read: 1.12.4 (between 1.12.3 and 1.14.0; no tree found) and 1.15.1 (only its route files,
 *   seen in a fork branched from it, which match 1.14.1's; see UNREAD_PANEL_RELEASES).
 *
 * Wings: official tags v1.0.0 … v1.11.11; on `realm/develop` (upstream Wings develop inside
 * github:realmopensource/wings; the fork's commits start 2026-05-30 13:32 and are never read)
 * v1.12.2 ≈ c2de7957 (its CHANGELOG commit) and v1.12.3 = eb65e27: advisory GHSA-pfvc-3p5h-x7h6
 * names eb65e27 and release 1.12.3. Upstream's two later commits before the fork took over,
 * d6a89d7 (ioweight, environment/settings.go) and 7a3f070 (archive folders,
 * server/filesystem/compress.go), may or may not be in the tag; neither touches a file the
 * websocket tables read, so eb65e27 is the one commit that is surely in 1.12.3. Wings 1.13.x: no
 * source.
 */
import type {UnreadRelease} from '../../schema/releaseTables';

export interface ReleasePoint {
  /** Version label used in file names and index.json. */
  version: string;
  /** Tag, branch or commit passed to git. */
  ref: string;
  /** Expected full commit id: the run fails when `ref` resolves elsewhere. */
  commit: string;
  /** Human-readable origin written to the tables (tag name or branch + commit). */
  source: string;
}

/** The release the current docs describe: the newest readable release point. */
export const CURRENT_PANEL_VERSION = '1.15.0';

export const UNREAD_PANEL_RELEASES: UnreadRelease[] = [
  {
    version: '1.12.4',
    closest: '1.12.3',
    read: 'nothing',
    known:
      'Released between 1.12.3 and 1.14.0; no source of it was found, so its content is unknown.',
  },
  {
    version: '1.15.1',
    closest: '1.15.0',
    read: 'routes',
    known:
      "Only its route files were read (in a fork branched from it): they match 1.14.1's and 1.15.0's. Everything else is unread.",
  },
];

export const PANEL_RELEASES: ReleasePoint[] = [
  {
    version: '0.7.19',
    ref: 'v0.7.19',
    commit: 'faf31120647f4082b615995ea919989e25ef8701',
    source: 'tag v0.7.19',
  },
  {
    version: '1.0.0',
    ref: 'v1.0.0',
    commit: 'd795668fc202707749bb418e1a735338f78d26dd',
    source: 'tag v1.0.0',
  },
  {
    version: '1.0.1',
    ref: 'v1.0.1',
    commit: '6274c451af4c94221c5340fa6a9d6df702423bd1',
    source: 'tag v1.0.1',
  },
  {
    version: '1.0.2',
    ref: 'v1.0.2',
    commit: '23872b844a5048959555ae9dd9547ce76d9f24e8',
    source: 'tag v1.0.2',
  },
  {
    version: '1.0.3',
    ref: 'v1.0.3',
    commit: 'ad4df56f7ca7271c7a973930d2e9132c67590348',
    source: 'tag v1.0.3',
  },
  {
    version: '1.1.0',
    ref: 'v1.1.0',
    commit: '2d19c12a5a35ed66550746764b37c961c6ad0ee7',
    source: 'tag v1.1.0',
  },
  {
    version: '1.1.1',
    ref: 'v1.1.1',
    commit: '085fa8dcb502ea5fbe9c8664c78d11b9b042f022',
    source: 'tag v1.1.1',
  },
  {
    version: '1.1.2',
    ref: 'v1.1.2',
    commit: 'd79b3a9cd0b8e40dd9d3611d80f961f3a7421cda',
    source: 'tag v1.1.2',
  },
  {
    version: '1.1.3',
    ref: 'v1.1.3',
    commit: '63eefaa6959f6ff47af4233507bb6bbef24d2cf2',
    source: 'tag v1.1.3',
  },
  {
    version: '1.2.0',
    ref: 'v1.2.0',
    commit: '5f284dad1d79a9f440328b3d5d3f752d28cbe189',
    source: 'tag v1.2.0',
  },
  {
    version: '1.2.1',
    ref: 'v1.2.1',
    commit: 'ef3f8586c5454ee05c8b87bb819e6efea048efef',
    source: 'tag v1.2.1',
  },
  {
    version: '1.2.2',
    ref: 'v1.2.2',
    commit: '3053a896f4c6f23a08ff9efff6ce53345eedc673',
    source: 'tag v1.2.2',
  },
  {
    version: '1.3.0',
    ref: 'v1.3.0',
    commit: 'ca6068fa6d38219bb5385584a94446d515f4a3a2',
    source: 'tag v1.3.0',
  },
  {
    version: '1.3.1',
    ref: 'v1.3.1',
    commit: '9d500f1c49dd16c4bfc95ed77afc86470226399a',
    source: 'tag v1.3.1',
  },
  {
    version: '1.3.2',
    ref: 'v1.3.2',
    commit: '48ad8f538e50548c78f092085affd56d375af69d',
    source: 'tag v1.3.2',
  },
  {
    version: '1.4.0',
    ref: 'v1.4.0',
    commit: 'd0c7e2c0e62f67ae3b78bc64c61d472bfeffc72f',
    source: 'tag v1.4.0',
  },
  {
    version: '1.4.1',
    ref: 'v1.4.1',
    commit: '5f48712c28ebd2d3726d1235b33d336fd2c0cf3a',
    source: 'tag v1.4.1',
  },
  {
    version: '1.4.2',
    ref: 'v1.4.2',
    commit: 'aa3ea8b24bc97eed5358e886a5f89e7c8b59bb0a',
    source: 'tag v1.4.2',
  },
  {
    version: '1.5.0',
    ref: 'v1.5.0',
    commit: 'b19a1640f02e334e991f7c58322003a4d6567d8f',
    source: 'tag v1.5.0',
  },
  {
    version: '1.5.1',
    ref: 'v1.5.1',
    commit: '7e91a33a67bda6029e49b85a2b58a77d275fd662',
    source: 'tag v1.5.1',
  },
  {
    version: '1.6.0',
    ref: 'v1.6.0',
    commit: 'dbb061d6f3be207fd47357a63bbb42a0d6a5d332',
    source: 'tag v1.6.0',
  },
  {
    version: '1.6.1',
    ref: 'v1.6.1',
    commit: '5fdb0a590905a2f6866a99d5096ff38c8341a3aa',
    source: 'tag v1.6.1',
  },
  {
    version: '1.6.2',
    ref: 'v1.6.2',
    commit: 'c57eb2c9e6e31823669c4ec444afed9f3e156a5e',
    source: 'tag v1.6.2',
  },
  {
    version: '1.6.3',
    ref: 'v1.6.3',
    commit: 'd65e2978d0af2a41375c1b313663071933d5158a',
    source: 'tag v1.6.3',
  },
  {
    version: '1.6.5',
    ref: 'v1.6.5',
    commit: '17c03e9a4d4003f460edfe4a40f68924a0ca8eda',
    source: 'tag v1.6.5',
  },
  {
    version: '1.6.6',
    ref: 'v1.6.6',
    commit: '30bb629bad809eae48e8aee1271c7e6f940a0364',
    source: 'tag v1.6.6',
  },
  {
    version: '1.7.0',
    ref: 'v1.7.0',
    commit: 'dfa329ddf242908b60e22e3340ea36359eab1ef4',
    source: 'tag v1.7.0',
  },
  {
    version: '1.8.0',
    ref: 'v1.8.0',
    commit: '8cf1311b8454283a33e29f67b5174163094e34c4',
    source: 'tag v1.8.0',
  },
  {
    version: '1.8.1',
    ref: 'v1.8.1',
    commit: '5143faa4b1c0141b9bbc7d3660785e6d05e48d9c',
    source: 'tag v1.8.1',
  },
  {
    version: '1.9.0',
    ref: 'v1.9.0',
    commit: '16725e656b5540be63a0989a12d0c69354959019',
    source: 'tag v1.9.0',
  },
  {
    version: '1.9.1',
    ref: 'v1.9.1',
    commit: '4fa735da3f9be0a80ff99c49dd6e323276cb5678',
    source: 'tag v1.9.1',
  },
  {
    version: '1.9.2',
    ref: 'v1.9.2',
    commit: '74c3b0082803a7892659ed5187028a35a8a33100',
    source: 'tag v1.9.2',
  },
  {
    version: '1.10.0',
    ref: 'v1.10.0',
    commit: 'f614b443dd5952d0c4db4e2b87fcffbebb2bb178',
    source: 'tag v1.10.0',
  },
  {
    version: '1.10.1',
    ref: 'v1.10.1',
    commit: '2da8042b0f94e381a0b29a9b97d5476a569401bd',
    source: 'tag v1.10.1',
  },
  {
    version: '1.10.2',
    ref: 'v1.10.2',
    commit: '0dc77aec250a9c47bbc9835f519bcf2305ea233c',
    source: 'tag v1.10.2',
  },
  {
    version: '1.10.3',
    ref: 'v1.10.3',
    commit: 'ac8629d449212282c2719dda57a0c3a4fabe61e6',
    source: 'tag v1.10.3',
  },
  {
    version: '1.10.4',
    ref: 'v1.10.4',
    commit: '95e15d2c8a8d36788a7c87d01b31bcdaa825a7dc',
    source: 'tag v1.10.4',
  },
  {
    version: '1.11.0',
    ref: 'v1.11.0',
    commit: '7d93f1566c529173915f050c033936ee89c35773',
    source: 'tag v1.11.0',
  },
  {
    version: '1.11.1',
    ref: 'v1.11.1',
    commit: '411017198ee9cb24c2426fcbf338c51d96ccbf4a',
    source: 'tag v1.11.1',
  },
  {
    version: '1.11.2',
    ref: 'v1.11.2',
    commit: 'ac53e7b061ec761aacc6eb0602d4d5a60941870d',
    source: 'tag v1.11.2',
  },
  {
    version: '1.11.3',
    ref: 'v1.11.3',
    commit: '43f7c106172a68f9d81c84af34735373dc900395',
    source: 'tag v1.11.3',
  },
  {
    version: '1.11.4',
    ref: 'v1.11.4',
    commit: '35159b3715285ec93cdd1973c820b0fe466cdedd',
    source: 'tag v1.11.4',
  },
  {
    version: '1.11.5',
    ref: 'v1.11.5',
    commit: '742e352c671610ab35b3bcc191fce12fcb3c8770',
    source: 'tag v1.11.5',
  },
  {
    version: '1.11.6',
    ref: 'v1.11.6',
    commit: 'b7b2413f3d9e41ec2242fd390df11edcc61c1b11',
    source: 'tag v1.11.6',
  },
  {
    version: '1.11.7',
    ref: 'v1.11.7',
    commit: '3a0b7d13a998cddc87f62839af517777ad21db03',
    source: 'tag v1.11.7',
  },
  {
    version: '1.11.8',
    ref: 'v1.11.8',
    commit: '75b59080e2812ced677dab516222b2a3bb34e3a4',
    source: 'tag v1.11.8',
  },
  {
    version: '1.11.9',
    ref: 'de3b1efb6991c9039d2e86bb395072ab5c30d90c',
    commit: 'de3b1efb6991c9039d2e86bb395072ab5c30d90c',
    source: 'upstream-develop release point',
  },
  {
    version: '1.11.10',
    ref: '90ae588721cb4658cce1cb22073adc6684bae492',
    commit: '90ae588721cb4658cce1cb22073adc6684bae492',
    source: 'upstream-develop release point',
  },
  {
    version: '1.12.0',
    ref: '09caa0d4995bd924b53b9a9e9b4883ac27bd5607',
    commit: '09caa0d4995bd924b53b9a9e9b4883ac27bd5607',
    source: 'upstream-develop release point',
  },
  {
    version: '1.12.1',
    ref: '0f82c105201b192d229f6abd5827e2ee7e672a05',
    commit: '0f82c105201b192d229f6abd5827e2ee7e672a05',
    source: 'upstream-develop release point',
  },
  {
    version: '1.12.2',
    ref: '6d526066ad5c1745c9d9bf4fcb074a15063c3ddd',
    commit: '6d526066ad5c1745c9d9bf4fcb074a15063c3ddd',
    source: 'upstream-develop release point',
  },
  {
    version: '1.12.3',
    ref: '7ffcd636310bb72b54bac3280d2a15e727feded7',
    commit: '7ffcd636310bb72b54bac3280d2a15e727feded7',
    source: 'upstream-develop release point',
  },
  {
    version: '1.14.0',
    ref: '24458ea08728e6da8f80aeafa972f1046359e26c',
    commit: '24458ea08728e6da8f80aeafa972f1046359e26c',
    source: 'upstream-develop, matched by BeastMark441/pterodactyl 7373234 (update to 1.14.0)',
  },
  {
    version: '1.14.1',
    ref: 'c39a7be8f55a4537a4eaa4a134be6a3b975b14ec',
    commit: 'c39a7be8f55a4537a4eaa4a134be6a3b975b14ec',
    source:
      'upstream-develop, matched by devrock07/Rock-Theme e7f6b27 and BeastMark441 tag v1.14.1',
  },
  {
    version: '1.15.0',
    ref: 'reconstructed-1.15.0',
    commit: '465717524393e23a274cfc283cead60ca8e77c6a',
    source:
      'reconstructed-1.15.0: c39a7be8 + upstream side of devrock07/Rock-Theme 16a95185 (scripts/facts/rebuild-panel-1.15.0.sh)',
  },
];

export const WINGS_RELEASES: ReleasePoint[] = [
  {
    version: '1.0.0',
    ref: 'v1.0.0',
    commit: '1b94eadc68dfd4f16986b3179360b39a539eddff',
    source: 'tag v1.0.0',
  },
  {
    version: '1.0.1',
    ref: 'v1.0.1',
    commit: '1f3394b82d976cddde77ad53521dcf24f4ea6a58',
    source: 'tag v1.0.1',
  },
  {
    version: '1.1.0',
    ref: 'v1.1.0',
    commit: 'de0c67d066053311ad2c389a781869ae8a730f57',
    source: 'tag v1.1.0',
  },
  {
    version: '1.1.1',
    ref: 'v1.1.1',
    commit: '20ece60a72d3591bcbb1332426016226aada0ff1',
    source: 'tag v1.1.1',
  },
  {
    version: '1.1.2',
    ref: 'v1.1.2',
    commit: '82b23ef6383a6d3e8135f25c7131456c796a76bc',
    source: 'tag v1.1.2',
  },
  {
    version: '1.1.3',
    ref: 'v1.1.3',
    commit: '04d714f19c1ef28ea027573c798d6ee8debf942d',
    source: 'tag v1.1.3',
  },
  {
    version: '1.2.0',
    ref: 'v1.2.0',
    commit: 'bf554e8ed23d0229ce893fa0226cf1aa34acf63d',
    source: 'tag v1.2.0',
  },
  {
    version: '1.2.1',
    ref: 'v1.2.1',
    commit: '6e74123c6527fd034e8b68aa8c3c2a48c493364e',
    source: 'tag v1.2.1',
  },
  {
    version: '1.2.2',
    ref: 'v1.2.2',
    commit: '93417dddb1f199f4abb306777eae6eea4c6f9467',
    source: 'tag v1.2.2',
  },
  {
    version: '1.2.3',
    ref: 'v1.2.3',
    commit: '96256ac63e4e5659f8bf4b5921f75bb2455ad33f',
    source: 'tag v1.2.3',
  },
  {
    version: '1.3.0',
    ref: 'v1.3.0',
    commit: 'ad2618bc6f1a23bda51f8187738a102dae6e8928',
    source: 'tag v1.3.0',
  },
  {
    version: '1.3.1',
    ref: 'v1.3.1',
    commit: '69024222294f600817ce563c622a7d940693ab23',
    source: 'tag v1.3.1',
  },
  {
    version: '1.3.2',
    ref: 'v1.3.2',
    commit: '471886dd34fa6f620f614feed8c001de1813a704',
    source: 'tag v1.3.2',
  },
  {
    version: '1.4.0',
    ref: 'v1.4.0',
    commit: '35ba6d752439e7f080e444a4575710453c20ddc7',
    source: 'tag v1.4.0',
  },
  {
    version: '1.4.1',
    ref: 'v1.4.1',
    commit: '3fda5485419404f87212eb06361f6834dc07e4b5',
    source: 'tag v1.4.1',
  },
  {
    version: '1.4.2',
    ref: 'v1.4.2',
    commit: '8055d1355d7771b058f45c5f89a972b54c4a086a',
    source: 'tag v1.4.2',
  },
  {
    version: '1.4.3',
    ref: 'v1.4.3',
    commit: 'c0063d2c6125f52e566bc7e7546d4533a47db7a3',
    source: 'tag v1.4.3',
  },
  {
    version: '1.4.4',
    ref: 'v1.4.4',
    commit: '08a7ccd175eae5ce8eafb6b08eedee396334727e',
    source: 'tag v1.4.4',
  },
  {
    version: '1.4.5',
    ref: 'v1.4.5',
    commit: 'b618ec8877ae253d29c05613f95b3e11dc4074d0',
    source: 'tag v1.4.5',
  },
  {
    version: '1.4.6',
    ref: 'v1.4.6',
    commit: '930abfb4a7c6665812cb6937a104750e618edb57',
    source: 'tag v1.4.6',
  },
  {
    version: '1.4.7',
    ref: 'v1.4.7',
    commit: 'a2a02906ea90950fa91f4d42a3f78446de26e27d',
    source: 'tag v1.4.7',
  },
  {
    version: '1.5.0',
    ref: 'v1.5.0',
    commit: '9861286f96283ac2e252ea05fb5392ff095a6816',
    source: 'tag v1.5.0',
  },
  {
    version: '1.5.1',
    ref: 'v1.5.1',
    commit: '6b5b42ec58da1892c1ef09848a17672a1f207421',
    source: 'tag v1.5.1',
  },
  {
    version: '1.5.2',
    ref: 'v1.5.2',
    commit: '02734292a02339febbaf5817e01413bbfc3289a0',
    source: 'tag v1.5.2',
  },
  {
    version: '1.5.3',
    ref: 'v1.5.3',
    commit: '7d689582e5ca3d8e8710853ea08b819bfa381e8a',
    source: 'tag v1.5.3',
  },
  {
    version: '1.5.4',
    ref: 'v1.5.4',
    commit: 'c27e06bcb98f0c3360660653735cd2d797437f14',
    source: 'tag v1.5.4',
  },
  {
    version: '1.5.5',
    ref: 'v1.5.5',
    commit: '45418c86dd78e3468755434875ad7d4ebe4430b7',
    source: 'tag v1.5.5',
  },
  {
    version: '1.5.6',
    ref: 'v1.5.6',
    commit: 'de04e73e820061b17da26e309629198191099552',
    source: 'tag v1.5.6',
  },
  {
    version: '1.6.0',
    ref: 'v1.6.0',
    commit: '4b702052c73a654c27edbe68241d21485bbfd537',
    source: 'tag v1.6.0',
  },
  {
    version: '1.6.1',
    ref: 'v1.6.1',
    commit: '5d1d3cc9e623b573c4b96635fde8a70f2520dece',
    source: 'tag v1.6.1',
  },
  {
    version: '1.6.2',
    ref: 'v1.6.2',
    commit: 'f390784973fe5124fff216c5daf8bfb916fb829e',
    source: 'tag v1.6.2',
  },
  {
    version: '1.6.3',
    ref: 'v1.6.3',
    commit: '7fa7cc313fbdce5bbe67cf0ccbf5a2f713d89279',
    source: 'tag v1.6.3',
  },
  {
    version: '1.6.4',
    ref: 'v1.6.4',
    commit: 'cec51f11f0ef6d6b5cdab29678af1bbebaaa86ce',
    source: 'tag v1.6.4',
  },
  {
    version: '1.7.0',
    ref: 'v1.7.0',
    commit: '83861a6dec740c8fedd898e3bf1e3919845262d1',
    source: 'tag v1.7.0',
  },
  {
    version: '1.7.1',
    ref: 'v1.7.1',
    commit: '02cbf2df5b479365d30597afd552afcd475abc8a',
    source: 'tag v1.7.1',
  },
  {
    version: '1.7.2',
    ref: 'v1.7.2',
    commit: '984bd10cf2516a176cf55aab59ae27a9d5764f81',
    source: 'tag v1.7.2',
  },
  {
    version: '1.7.3',
    ref: 'v1.7.3',
    commit: '00451b38db625abe46b95fad9c3d0cc06dbc8e4e',
    source: 'tag v1.7.3',
  },
  {
    version: '1.7.4',
    ref: 'v1.7.4',
    commit: 'fb65487ed8023b7baa927e8028dddc16ad202125',
    source: 'tag v1.7.4',
  },
  {
    version: '1.7.5',
    ref: 'v1.7.5',
    commit: 'a10a3ed4753ffed8efb98eea3fa33d7762cb494b',
    source: 'tag v1.7.5',
  },
  {
    version: '1.11.0',
    ref: 'v1.11.0',
    commit: 'e4d790ea40185c620049effeb9e4cf64f4c55e62',
    source: 'tag v1.11.0',
  },
  {
    version: '1.11.1',
    ref: 'v1.11.1',
    commit: '304fd912830814db86dd9f41669c0fd608c2f9c9',
    source: 'tag v1.11.1',
  },
  {
    version: '1.11.2',
    ref: 'v1.11.2',
    commit: '774c0af0b017621ce6a21804345fab4818ccd041',
    source: 'tag v1.11.2',
  },
  {
    version: '1.11.3',
    ref: 'v1.11.3',
    commit: '020abec6f2b4aef70c50a99570de30bb87f0bf67',
    source: 'tag v1.11.3',
  },
  {
    version: '1.11.4',
    ref: 'v1.11.4',
    commit: '4d9fee383f6414a67c27df2618c9864d6fa9d141',
    source: 'tag v1.11.4',
  },
  {
    version: '1.11.5',
    ref: 'v1.11.5',
    commit: '02cb64e31bdfdc76256580db169f1a77a542e1a4',
    source: 'tag v1.11.5',
  },
  {
    version: '1.11.6',
    ref: 'v1.11.6',
    commit: '9441d2a52350c50cb2e4ce39c11fad85ab46c430',
    source: 'tag v1.11.6',
  },
  {
    version: '1.11.7',
    ref: 'v1.11.7',
    commit: '438e5fdbe9d78a6fc0e781748cabd183c444a57e',
    source: 'tag v1.11.7',
  },
  {
    version: '1.11.8',
    ref: 'v1.11.8',
    commit: '79eb8e136568753d31804c47511c394c295580a5',
    source: 'tag v1.11.8',
  },
  {
    version: '1.11.9',
    ref: 'v1.11.9',
    commit: 'd649bb111634c6cd0e19462a400db7a288ad81f6',
    source: 'tag v1.11.9',
  },
  {
    version: '1.11.10',
    ref: 'v1.11.10',
    commit: '8f129931d5ec23e297c0214ff4184fa7df52a302',
    source: 'tag v1.11.10',
  },
  {
    version: '1.11.11',
    ref: 'v1.11.11',
    commit: '1f77d2256b3b86263e72e761d26b2a81fdf0c42b',
    source: 'tag v1.11.11',
  },
  {
    version: '1.12.2',
    ref: 'c2de795725e4178dc8c3eb359466dcde8ae3e681',
    commit: 'c2de795725e4178dc8c3eb359466dcde8ae3e681',
    source: 'realm/develop (upstream Wings develop), ≈ Wings v1.12.2',
  },
  {
    version: '1.12.3',
    ref: 'eb65e27ae077a63e38518c490768486af1cd86a9',
    commit: 'eb65e27ae077a63e38518c490768486af1cd86a9',
    source:
      'realm/develop (upstream Wings develop), the commit advisory GHSA-pfvc-3p5h-x7h6 names for Wings v1.12.3',
  },
];

/**
 * Which Wings release goes with a panel release, decided by this rule (applied by pairWings()):
 * 1. candidates are the readable Wings releases of the panel's minor line (1.12.x ↔ 1.12.2, the
 *    only readable 1.12 Wings); when Wings has no such line (panel 1.8–1.10: Wings went from 1.7
 *    to 1.11), the Wings releases of the nearest lower minor line (1.7.x);
 * 2. of those, the newest one published no later than PAIRING_WINDOW_MINUTES after the panel
 *    release (the two were often tagged in one sitting, Wings minutes after the panel: panel
 *    1.1.3's chmod route needs Wings 1.1.3, tagged five minutes later); when every candidate is
 *    newer, the oldest one.
 * Panel 0.7 used the old Node.js daemon, not Wings, so it has no pair.
 * PAIRING_OVERRIDES replaces the rule for one panel version when a maintainer knows better.
 */
export const PAIRING_OVERRIDES: Record<string, string> = {};

/** The "no later than" of the pairing rule above: Wings tagged this long after the panel still pairs with it. */
export const PAIRING_WINDOW_MINUTES = 60;

/**
 * The libraries whose behaviour the site states (the framework, the query builder, the
 * transformers' serializer, sessions, CORS): the facts run records the version each panel release
 * locks in `index.json`, and the Source references page lists them from there.
 */
export const STATED_PACKAGES: readonly string[] = [
  'laravel/framework',
  'laravel/sanctum',
  'spatie/laravel-query-builder',
  'league/fractal',
  'spatie/fractalistic',
  'fruitcake/php-cors',
];
