//! Entry point of the QR-code Web Worker that Trunk builds (`data-type="worker"` in
//! `www/index.html`): wasm-bindgen runs `main` when the worker's module is instantiated.

#[cfg(target_arch = "wasm32")]
fn main() {
    ashtapada_extras::web::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("ashtapada-extras is a Web Worker: build it for wasm32-unknown-unknown with Trunk.");
    std::process::exit(2);
}
