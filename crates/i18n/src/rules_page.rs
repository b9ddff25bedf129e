//! Each ruleset's rules page in each language (to come).
