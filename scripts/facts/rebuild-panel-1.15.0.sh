#!/bin/sh
# Rebuilds the panel 1.15.0 tree the fact extractor reads as `reconstructed-1.15.0`.
#
# No repository we can read holds the official v1.15.0 tag. devrock07/Rock-Theme merged the
# official v1.14.1 → v1.15.0 tag trees into its theme in one commit, 16a95185 (parent 05177a3b):
# that commit's diff is upstream's release diff plus the theme's own automation files. This script
# takes upstream's part of it and lays it on c39a7be8 (= v1.14.1, see releases.config.ts):
#
#   taken (upstream 1.14.1 → 1.15.0; each file was identical at c39a7be8 and at 05177a3b, so
#   16a95185's version is exactly the merge of upstream's change):
#     app/Http/Controllers/Api/Client/Servers/ScheduleController.php   execute no longer checks tasks
#     app/Http/Requests/Api/Client/Servers/Subusers/StoreSubuserRequest.php  UserEmail rule removed
#     app/Models/User.php                                               UserEmail rule removed
#     app/Rules/UserEmail.php                                           deleted
#     composer.json, composer.lock                                      Laravel 11 → 12
#     database/migrations/2020_04_10_141024_store_node_tokens_as_encrypted_value.php
#     phpunit.xml, and in the panel's tests folder, under Integration/Api:
#       Application/Users/UserControllerTest.php, Client/Server/Schedule/ExecuteScheduleTest.php,
#       Client/Server/Subuser/CreateServerSubuserTest.php,
#       Client/AccountControllerTest.php  (patched: the theme's copy differs from c39a7be8 in
#                                          whitespace only)
#     config/app.php: only 'version' => '1.15.0' (c39a7be8 says 'canary'; the theme's
#                     'fork-version' line is not upstream's)
#   left out (the theme's own): .rock/upstream-version, .github/, README.md, UPSTREAM_AUTOMATION.md,
#     the theme's update-upstream-metadata.js script, package.json (theme name and version only).
#
# Usage: scripts/facts/rebuild-panel-1.15.0.sh PANEL_GIT_DIR ROCK_THEME_GIT_DIR
# PANEL_GIT_DIR must hold c39a7be8 (upstream-develop); the Rock-Theme objects are fetched into
# it. Author and dates are fixed so every rebuild gives the same commit id, which
# releases.config.ts pins.
set -eu
panel=$1
rock=$2
git --git-dir="$panel" fetch -q "$rock" 16a951858545fbc82d4f6ee8d8f0a0862e6089d9:refs/remotes/rock-theme/merge-1.15.0
base=c39a7be8f55a4537a4eaa4a134be6a3b975b14ec
merge=16a951858545fbc82d4f6ee8d8f0a0862e6089d9
index=$(mktemp)
empty=$(mktemp -d)
trap 'rm -rf "$index" "$index.patch" "$index.app" "$empty"' EXIT
export GIT_INDEX_FILE="$index"
# `apply --cached` wants a work tree even though it never reads one
g() { git --git-dir="$panel" --work-tree="$empty" "$@"; }
g read-tree "$base"
for f in \
  app/Http/Controllers/Api/Client/Servers/ScheduleController.php \
  app/Http/Requests/Api/Client/Servers/Subusers/StoreSubuserRequest.php \
  app/Models/User.php \
  composer.json composer.lock \
  database/migrations/2020_04_10_141024_store_node_tokens_as_encrypted_value.php \
  phpunit.xml \
  tests/Integration/Api/Application/Users/UserControllerTest.php \
  tests/Integration/Api/Client/Server/Schedule/ExecuteScheduleTest.php \
  tests/Integration/Api/Client/Server/Subuser/CreateServerSubuserTest.php; do
  [ "$(g rev-parse "$base:$f")" = "$(g rev-parse "$merge^:$f")" ] || { echo "$f: the theme changed it before the merge; take it by hand" >&2; exit 1; }
  g update-index --cacheinfo "100644,$(g rev-parse "$merge:$f"),$f"
done
g update-index --force-remove app/Rules/UserEmail.php
g diff "$merge^" "$merge" -- tests/Integration/Api/Client/AccountControllerTest.php > "$index.patch"
g apply --cached --ignore-whitespace "$index.patch"
g show "$base:config/app.php" | sed "s/'version' => 'canary'/'version' => '1.15.0'/" > "$index.app"
grep -q "'version' => '1.15.0'" "$index.app"
g update-index --cacheinfo "100644,$(g hash-object -w "$index.app"),config/app.php"
tree=$(g write-tree)
commit=$(GIT_AUTHOR_NAME=facts GIT_AUTHOR_EMAIL=facts@localhost GIT_AUTHOR_DATE='2026-08-04T00:00:00Z' \
  GIT_COMMITTER_NAME=facts GIT_COMMITTER_EMAIL=facts@localhost GIT_COMMITTER_DATE='2026-08-04T00:00:00Z' \
  g commit-tree "$tree" -p "$base" -m "panel 1.15.0 reconstructed: c39a7be8 (v1.14.1) + upstream's side of devrock07/Rock-Theme 16a95185")
g update-ref refs/heads/reconstructed-1.15.0 "$commit"
echo "reconstructed-1.15.0 = $commit"
