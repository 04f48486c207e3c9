"""Streams a Pterodactyl server's console over the Wings websocket, sends one command, and renews
the token before it expires. Python 3.9 or later, with `requests` and `websockets`
(pip install requests websockets).

    PANEL_URL=https://panel.example.com API_KEY=ptlc_... SERVER=1a7ce997 python console.py "say Hello"

Stop it with Ctrl+C.
"""
import asyncio
import json
import os
import re
import sys

import requests
import websockets

PANEL_URL = os.environ.get("PANEL_URL")
API_KEY = os.environ.get("API_KEY")
SERVER = os.environ.get("SERVER")
COMMAND = sys.argv[1] if len(sys.argv) > 1 else None


def credentials():
    """Asks the panel for a token and the socket URL. A token is valid for 10 minutes."""
    response = requests.get(
        f"{PANEL_URL}/api/client/servers/{SERVER}/websocket",
        headers={"Authorization": f"Bearer {API_KEY}", "Accept": "application/json"},
        timeout=15,
    )
    if not response.ok:
        raise RuntimeError(f"The panel answered {response.status_code}: {response.text}")
    return response.json()["data"]


async def send(socket, event, *args):
    await socket.send(json.dumps({"event": event, "args": list(args)}))


async def renew_token(socket):
    fresh = await asyncio.to_thread(credentials)
    await send(socket, "auth", fresh["token"])


async def main():
    if not (PANEL_URL and API_KEY and SERVER):
        print("Set PANEL_URL, API_KEY and SERVER.", file=sys.stderr)
        return 2
    first = await asyncio.to_thread(credentials)
    authenticated = False
    # Wings only accepts the panel's own origin, so send it explicitly.
    async with websockets.connect(first["socket"], origin=PANEL_URL) as socket:
        await send(socket, "auth", first["token"])
        async for raw in socket:
            try:
                message = json.loads(raw)
            except json.JSONDecodeError:
                continue
            event = message.get("event")
            args = message.get("args") or []
            if event == "auth success":
                # Wings answers every auth, the first one and each renewal alike.
                if not authenticated:
                    authenticated = True
                    await send(socket, "send logs")
                    if COMMAND:
                        await send(socket, "send command", COMMAND)
            elif event == "console output":
                print(args[0])
            elif event == "status":
                print(f"[status] {args[0]}", file=sys.stderr)
            elif event == "stats":
                stats = json.loads(args[0])
                memory = stats["memory_bytes"] / 1048576
                print(f"[stats] {stats['state']}, {memory:.0f} MiB, CPU {stats['cpu_absolute']}%", file=sys.stderr)
            elif event in ("token expiring", "token expired"):
                await renew_token(socket)
            elif event == "jwt error":
                # An expired or revoked token can be replaced on the same connection.
                if re.search(r"exp claim is invalid|denylist", args[0] if args else ""):
                    await renew_token(socket)
                else:
                    print(f"[jwt error] {args[0] if args else ''}", file=sys.stderr)
                    return 1
            elif event == "daemon error":
                print(f"[daemon error] {args[0]}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(asyncio.run(main()))
    except KeyboardInterrupt:
        sys.exit(0)
