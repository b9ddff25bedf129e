//! The router, `App`: it owns the parts, hands each input to the part it is for, carries out
//! what spans the parts (the plans the parts return) and composes the screen. Every function
//! that takes the `App` is here, in one file a concern; the parts take only their own state.

mod analysis;
mod arrivals;
mod input;
mod live;
mod reading;
mod route;
mod state;

pub use state::{App, VIEW_KEY};
