//! Clocks for time budgets.
//!
//! The bots never read the time themselves: `std::time::Instant` panics on
//! `wasm32-unknown-unknown`, and the Web Worker has `performance.now()` instead. So every call that
//! may stop on time takes a [`Clock`]; the worker passes a closure around `performance.now()`,
//! native code passes [`StdClock`], and tests pass [`NoClock`] with node budgets for determinism.

/// A source of milliseconds. Only differences between two readings are used.
pub trait Clock {
    /// Milliseconds since some fixed origin.
    fn now_ms(&self) -> f64;
}

/// Any `Fn() -> f64` is a clock, e.g. a closure around `performance.now()` in the worker.
impl<F: Fn() -> f64> Clock for F {
    fn now_ms(&self) -> f64 {
        self()
    }
}

/// A clock that never advances: time budgets never run out, only node and depth budgets count.
/// Searches under it are fully deterministic.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoClock;

impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// The native monotonic clock (also on WASI; not in the browser, where `Instant` panics).
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
#[derive(Clone, Copy, Debug)]
pub struct StdClock(std::time::Instant);

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
impl StdClock {
    /// A clock whose origin is now.
    pub fn new() -> StdClock {
        StdClock(std::time::Instant::now())
    }
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
impl Default for StdClock {
    fn default() -> StdClock {
        StdClock::new()
    }
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
impl Clock for StdClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}
