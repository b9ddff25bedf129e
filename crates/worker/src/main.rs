//! Entry point of the Web Worker that Trunk builds (`data-type="worker"` in `www/index.html`).
//!
//! wasm-bindgen runs `main` as soon as the worker's wasm module is instantiated.

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
