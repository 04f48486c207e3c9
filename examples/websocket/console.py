"""Streams a Pterodactyl server's console over the Wings websocket, sends one command, renews the
token before it expires, and reconnects when Wings drops the connection. Python 3.9 or later, with
`requests` and `websockets` 14 or later (pip install requests websockets).

    PANEL_URL=https://panel.example.com API_KEY=ptlc_... SERVER=1a7ce997 python console.py "say Hello"

Stop it with Ctrl+C. Exit status: 0 when you stop it or the server is deleted, 1 on an error it
cannot recover from, 3 when the server is suspended.
"""
import asyncio
import json
import os
import re
import sys
import time

import requests
import websockets
from websockets.exceptions import ConnectionClosed, InvalidMessage, InvalidStatus

PANEL_URL = os.environ.get("PANEL_URL")
API_KEY = os.environ.get("API_KEY")
SERVER = os.environ.get("SERVER")
COMMAND = sys.argv[1] if len(sys.argv) > 1 else None

# Wings 1.12.0 and later close a suspended server's websocket with this code.
CLOSE_SUSPENDED = 4409
# Wings 1.12.1 and later accept two `auth` messages at once, then one every 5 seconds.
AUTH_RETRY_SECONDS = 5
# How long a renewal's `auth` may wait for its answer (a throttled one is sent again after 5 s).
RENEWAL_ANSWER_SECONDS = 15
# Since panel 1.12.0 a server gets 5 sets of credentials a minute, shared by all of its users, so
# reconnect slowly: 2 s, 4 s, 8 s... at most 60 s apart, and give up after 8 failures in a row.
FIRST_RETRY_SECONDS = 2
LONGEST_RETRY_SECONDS = 60
MAX_FAILURES = 8


def retry_after_seconds(value):
    """The pause a Retry-After header asks for, in seconds; 0 when there is none to honour, which
    leaves the pause to the backoff. Only the form in seconds ("120") is read. RFC 9110 also allows
    an HTTP date, but a date needs this machine's clock to agree with the sender's, which nothing
    here can check, so a date is left to the backoff too. A pause longer than the backoff's longest
    is cut to it: an absurd value from a proxy (a day, say) must not stall the program, and the
    panel as shipped limits the credentials route per minute, so its 429 never asks for more."""
    value = (value or "").strip()
    return min(int(value), LONGEST_RETRY_SECONDS) if re.fullmatch(r"[0-9]+", value) else 0


class PanelError(Exception):
    def __init__(self, response):
        super().__init__(f"The panel answered {response.status_code}: {response.text}")
        # 429 (too many requests) and 5xx are worth another try; 403, 404 and 409 are not.
        self.retryable = response.status_code == 429 or response.status_code >= 500
        self.retry_after = retry_after_seconds(response.headers.get("Retry-After"))
        # Since panel 1.3.0 every server state the panel refuses (suspended, node in maintenance
        # on 1.11.0+, installing, restoring a backup, being transferred) gets 409 and the same
        # error code; only the detail says which.
        self.suspended = response.status_code == 409 and "currently suspended" in response.text


class Stop(Exception):
    """Ends the program: nothing is gained by connecting again."""

    def __init__(self, exit_code, reason):
        super().__init__(reason)
        self.exit_code = exit_code


class Retry(Exception):
    """Ends one connection; the next attempt starts with fresh credentials."""

    def __init__(self, reason, authenticated=False, delay=0):
        super().__init__(reason)
        self.authenticated = authenticated
        self.delay = delay


def credentials():
    """Asks the panel for a token and the socket URL. A token is valid for 10 minutes."""
    response = requests.get(
        f"{PANEL_URL}/api/client/servers/{SERVER}/websocket",
        headers={"Authorization": f"Bearer {API_KEY}", "Accept": "application/json"},
        timeout=15,
    )
    if not response.ok:
        raise PanelError(response)
    return response.json()["data"]


async def send(socket, event, *args):
    await socket.send(json.dumps({"event": event, "args": list(args)}))


class Session:
    command_sent = False

    def __init__(self, socket, token):
        self.socket = socket
        self.token = token
        self.authenticated = False
        self.outcome = None
        # When the current renewal started, until Wings answers its `auth`; None when none is
        # under way. With an expired token every event Wings would send arrives as a `jwt error`,
        # often many before the new `auth` is answered, and each would otherwise cost another set
        # of credentials.
        self.renewal_started_at = None
        # The throttled `auth` messages waiting to be sent again. Kept so that the end of the
        # connection can cancel them: sent on a closed connection they could only fail.
        self.waiting = set()

    def cancel_waiting(self):
        for task in self.waiting:
            task.cancel()

    async def renew_token(self):
        # An `auth` lost on the way (dropped by the connection-wide budget) must not block
        # renewals for good, so a renewal older than this counts as finished.
        now = time.monotonic()
        if self.renewal_started_at is not None and now - self.renewal_started_at < RENEWAL_ANSWER_SECONDS:
            return
        self.renewal_started_at = now
        try:
            self.token = (await asyncio.to_thread(credentials))["token"]
        except (PanelError, requests.RequestException) as error:
            self.renewal_started_at = None
            print(f"[token] {error}", file=sys.stderr)
            return
        await send(self.socket, "auth", self.token)

    async def auth_again_later(self):
        await asyncio.sleep(AUTH_RETRY_SECONDS)
        await send(self.socket, "auth", self.token)

    async def handle(self, event, args):
        if event == "auth success":
            # Wings answers every auth, the first one and each renewal alike.
            self.renewal_started_at = None
            if not self.authenticated:
                self.authenticated = True
                await send(self.socket, "send logs")
                if COMMAND and not Session.command_sent:
                    Session.command_sent = True
                    await send(self.socket, "send command", COMMAND)
        elif event == "console output":
            print(args[0])
        elif event == "status":
            print(f"[status] {args[0]}", file=sys.stderr)
        elif event == "stats":
            stats = json.loads(args[0])
            memory = stats["memory_bytes"] / 1048576
            print(f"[stats] {stats['state']}, {memory:.0f} MiB, CPU {stats['cpu_absolute']}%", file=sys.stderr)
        elif event in ("token expiring", "token expired"):
            await self.renew_token()
        elif event == "throttled":
            # Wings dropped a message of this kind (or, with "global", any message). An `auth`
            # must still get through, so send it again once Wings accepts one more.
            print(f"[throttled] {args[0] if args else ''}", file=sys.stderr)
            if args and args[0] == "auth":
                task = asyncio.create_task(self.auth_again_later())
                self.waiting.add(task)
                task.add_done_callback(self.waiting.discard)
        elif event == "jwt error":
            text = args[0] if args else ""
            # An expired or revoked token can be replaced on the same connection.
            if re.search(r"exp claim is invalid|denylist", text):
                await self.renew_token()
                return
            hint = ""
            if "missing connect permission" in text:
                hint = " (the key lacks websocket.connect, or Wings is 1.12.2 or later and the panel older than 1.12.3)"
            self.outcome = Stop(1, f"jwt error: {text}{hint}")
            await self.socket.close()
        elif event == "daemon error":
            print(f"[daemon error] {args[0]}", file=sys.stderr)
        elif event == "deleted":
            self.outcome = Stop(0, "the server was deleted")


async def connect_once():
    """One connection, from fetching credentials to the close; always ends with Stop or Retry."""
    try:
        first = await asyncio.to_thread(credentials)
    except PanelError as error:
        if error.suspended:
            raise Stop(3, "the server is suspended (the panel refused credentials with 409)") from error
        if error.retryable:
            raise Retry(str(error), delay=error.retry_after) from error
        raise Stop(1, str(error)) from error
    except requests.RequestException as error:
        raise Retry(str(error)) from error
    try:
        # Wings only accepts the panel's own origin, so send it explicitly.
        socket = await websockets.connect(first["socket"], origin=PANEL_URL)
    except InvalidStatus as error:
        # Wings answers before upgrading: 400 when the server already has 30 open websockets
        # (Wings 1.12.1 and later), 403 for an Origin it does not accept, 404 for an unknown server.
        # A 5xx usually comes from a reverse proxy in front of Wings while Wings is down or
        # restarting. 400 and 5xx are worth another try, as 5xx from the panel is, and the proxy's
        # Retry-After is honoured as the panel's is; others are final.
        status = error.response.status_code
        if status == 400:
            raise Retry("Wings has too many open websockets for this server") from error
        if status >= 500:
            # The first Retry-After, should a proxy send several (Headers.get would raise then).
            retry_after = error.response.headers.get_all("Retry-After")
            raise Retry(
                f"Wings (or a proxy in front of it) answered HTTP {status}",
                delay=retry_after_seconds(retry_after[0] if retry_after else None),
            ) from error
        raise Stop(1, f"Wings refused the connection with HTTP {status}") from error
    except (OSError, InvalidMessage, asyncio.TimeoutError) as error:
        # No answer, or none that reads as HTTP (a connection closed by a Wings that is stopping,
        # say): try again. Python 3.9 and 3.10's asyncio.TimeoutError is no OSError.
        raise Retry(str(error)) from error
    session = Session(socket, first["token"])
    try:
        await send(socket, "auth", first["token"])
        async for raw in socket:
            try:
                message = json.loads(raw)
            except json.JSONDecodeError:
                continue
            await session.handle(message.get("event"), message.get("args") or [])
    except ConnectionClosed:
        pass
    finally:
        session.cancel_waiting()
        await socket.close()
    if session.outcome:
        raise session.outcome
    if socket.close_code == CLOSE_SUSPENDED:
        raise Stop(3, f"the server is suspended ({socket.close_reason or CLOSE_SUSPENDED})")
    # Wings 1.12.0 and later drop every websocket of a server without a close frame (code 1006
    # here) when the panel revokes a user's access to it or the server is suspended.
    raise Retry(f"closed with code {socket.close_code}", authenticated=session.authenticated)


async def main():
    if not (PANEL_URL and API_KEY and SERVER):
        print("Set PANEL_URL, API_KEY and SERVER.", file=sys.stderr)
        return 2
    failures = 0
    while True:
        try:
            await connect_once()
        except Stop as stop:
            print(f"[closed] {stop}", file=sys.stderr)
            return stop.exit_code
        except Retry as retry:
            failures = 1 if retry.authenticated else failures + 1
            if failures > MAX_FAILURES:
                print(f"[closed] giving up after {MAX_FAILURES} failed attempts: {retry}", file=sys.stderr)
                return 1
            delay = max(retry.delay, min(FIRST_RETRY_SECONDS * 2 ** (failures - 1), LONGEST_RETRY_SECONDS))
            print(f"[reconnecting] in {delay} s: {retry}", file=sys.stderr)
            await asyncio.sleep(delay)


if __name__ == "__main__":
    try:
        sys.exit(asyncio.run(main()))
    except KeyboardInterrupt:
        sys.exit(0)
