//! Entry point of the Web Worker that Trunk builds (`data-type="worker"` in `www/index.html`).
//!
//! wasm-bindgen runs `main` as soon as the worker's wasm module is instantiated.

/// The worker's allocator: Talc rather than Rust's default dlmalloc for wasm, because it is
/// smaller in the first load and faster for the search's many small allocations.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
fn main() {
    ashtapada_worker::web::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "ashtapada-worker is a Web Worker: build it for wasm32-unknown-unknown with Trunk \
         (`cargo xtask serve`)."
    );
    std::process::exit(2);
}
