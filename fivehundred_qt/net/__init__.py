"""LAN play, protocol ``fivehundred-lan/1`` (docs/protocol.md).

The protocol layer is socket-free: bytes in, messages out, for each recipient, so every rule of
the protocol is tested without a network.  The transport around it is thin.  Imports the core
only (no Qt).
"""

PROTOCOL: str = "fivehundred-lan/1"
DEFAULT_PORT: int = 50500
