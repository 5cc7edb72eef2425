"""A client of Firefox's Marionette protocol (length-prefixed JSON on a socket), standard library
only: what Scripts/spoken-text.py and Benchmarks/reader_cost.py drive Firefox ESR with, headless,
without geckodriver."""

import json
import socket
import time


class Marionette:
    """A connection to the Marionette server of a Firefox started with `--marionette` and
    `marionette.port` set to `port`; it waits up to 30 s for Firefox to listen."""

    def __init__(self, port):
        for _ in range(300):
            try:
                self.socket = socket.create_connection(("127.0.0.1", port))
                break
            except OSError:
                time.sleep(0.1)
        else:
            raise OSError(f"Marionette: nothing listens on port {port}")
        self.buffer, self.id = b"", 0
        self.read()

    def read(self):
        """The next message: its length, a colon, then that many bytes of JSON."""
        while b":" not in self.buffer:
            self.buffer += self.socket.recv(65536)
        length, rest = self.buffer.split(b":", 1)
        while len(rest) < int(length):
            rest += self.socket.recv(65536)
        self.buffer = rest[int(length):]
        return json.loads(rest[:int(length)])

    def __call__(self, name, params=None):
        """Sends the command `name` and returns its result; an error reply raises OSError."""
        self.id += 1
        data = json.dumps([0, self.id, name, params or {}]).encode()
        self.socket.sendall(str(len(data)).encode() + b":" + data)
        while True:
            reply = self.read()
            if reply[0] == 1 and reply[1] == self.id:
                if reply[2]:
                    raise OSError(f"Marionette: {reply[2]}")
                return reply[3]
