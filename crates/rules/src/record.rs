//! The whole-game record format (PGN-like). See `docs/records.md`.
