//! The game's sounds, made with the Web Audio API: a few oscillators shaped by gain envelopes,
//! so that the page downloads no sound files.
//!
//! The `AudioContext` is made at the first sound, which follows a click or a key (browsers
//! start a context made before any gesture suspended): it is resumed at every sound in case the
//! browser suspended it since. A hidden tab stays silent. Nothing here panics: a browser
//! without Web Audio plays nothing and the error goes to the console once.

use std::cell::{Cell, RefCell};

use wasm_bindgen::JsValue;
use web_sys::{AudioContext, OscillatorType};

use super::browser::{log_error, page_hidden};
use ashtapada_app::Sound;

thread_local! {
    /// The context, made at the first sound.
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
    /// Web Audio failed once: said once, not at every sound.
    static FAILED: Cell<bool> = const { Cell::new(false) };
    /// How many of each sound were asked while the tab was visible, by [`Sound::ALL`]'s
    /// order (the test hook `soundsPlayed()`, which cannot hear headless Chromium).
    static PLAYED: RefCell<[u32; Sound::ALL.len()]> = const { RefCell::new([0; Sound::ALL.len()]) };
}

/// One tone: a waveform gliding from `from` to `to` hertz, `at` seconds after the sound's
/// start, lasting `length` seconds, at `level` of the volume.
struct Tone {
    wave: OscillatorType,
    from: f32,
    to: f32,
    at: f64,
    length: f64,
    level: f32,
}

const fn tone(wave: OscillatorType, from: f32, to: f32, at: f64, length: f64, level: f32) -> Tone {
    Tone {
        wave,
        from,
        to,
        at,
        length,
        level,
    }
}

/// The tones of each sound: short and soft for what happens often (a move, a roll), longer and
/// brighter for what matters (a king taken, the end).
fn tones(sound: Sound) -> Vec<Tone> {
    use OscillatorType::{Sawtooth, Sine, Square, Triangle};
    match sound {
        // A wooden tap.
        Sound::Move => vec![tone(Triangle, 300.0, 150.0, 0.0, 0.09, 0.9)],
        // Two knocks, the second lower.
        Sound::Capture => vec![
            tone(Square, 340.0, 260.0, 0.0, 0.07, 0.35),
            tone(Triangle, 200.0, 110.0, 0.06, 0.14, 0.9),
        ],
        // The die's rattle: quick taps at uneven pitches.
        Sound::Roll => [700.0, 540.0, 820.0, 610.0]
            .iter()
            .enumerate()
            .map(|(i, &f)| tone(Triangle, f, f * 0.8, i as f64 * 0.045, 0.04, 0.5))
            .collect(),
        // A falling groan.
        Sound::KingTaken => vec![
            tone(Sawtooth, 440.0, 110.0, 0.0, 0.55, 0.3),
            tone(Sine, 220.0, 70.0, 0.0, 0.6, 0.6),
        ],
        // A rising two-note chime.
        Sound::YourTurn => vec![
            tone(Sine, 660.0, 660.0, 0.0, 0.16, 0.6),
            tone(Sine, 880.0, 880.0, 0.12, 0.22, 0.6),
        ],
        // A major arpeggio.
        Sound::End => vec![
            tone(Sine, 523.0, 523.0, 0.0, 0.2, 0.6),
            tone(Sine, 659.0, 659.0, 0.15, 0.2, 0.6),
            tone(Sine, 784.0, 784.0, 0.3, 0.45, 0.6),
        ],
    }
}

/// Plays `sound` at `volume` (0 to 100), unless the tab is hidden. Errors are logged, once.
pub fn play(sound: Sound, volume: u8) {
    if page_hidden() {
        return;
    }
    PLAYED.with(|p| {
        if let Some(n) = p.borrow_mut().get_mut(sound as usize) {
            *n += 1;
        }
    });
    if volume == 0 || FAILED.with(Cell::get) {
        return;
    }
    if let Err(error) = try_play(sound, f32::from(volume.min(100)) / 100.0) {
        FAILED.with(|f| f.set(true));
        log_error(&format!("cannot play sounds: {error:?}"));
    }
}

fn try_play(sound: Sound, volume: f32) -> Result<(), JsValue> {
    let context = CONTEXT.with(|c| -> Result<AudioContext, JsValue> {
        let mut c = c.borrow_mut();
        if let Some(context) = c.as_ref() {
            return Ok(context.clone());
        }
        let context = AudioContext::new()?;
        *c = Some(context.clone());
        Ok(context)
    })?;
    // A context the browser suspended (made before a gesture, or a tab put aside) plays nothing
    // until resumed; the promise's failure only means silence.
    let _ = context.resume();
    let start = context.current_time() + 0.01;
    for t in tones(sound) {
        let at = start + t.at;
        let end = at + t.length;
        let oscillator = context.create_oscillator()?;
        oscillator.set_type(t.wave);
        let frequency = oscillator.frequency();
        frequency.set_value_at_time(t.from, at)?;
        if (t.to - t.from).abs() > f32::EPSILON {
            frequency.exponential_ramp_to_value_at_time(t.to, end)?;
        }
        // A quick attack and an exponential decay: no clicks at either end.
        let gain = context.create_gain()?;
        let level = (t.level * volume * 0.5).max(0.0002);
        gain.gain().set_value_at_time(0.0001, at)?;
        gain.gain()
            .linear_ramp_to_value_at_time(level, at + 0.008)?;
        gain.gain().exponential_ramp_to_value_at_time(0.0001, end)?;
        oscillator.connect_with_audio_node(&gain)?;
        gain.connect_with_audio_node(&context.destination())?;
        oscillator.start_with_when(at)?;
        oscillator.stop_with_when(end + 0.02)?;
    }
    Ok(())
}

/// How many of each sound were played, by name ([`Sound::key`]), as a JavaScript object.
pub fn played() -> JsValue {
    let counts = js_sys::Object::new();
    PLAYED.with(|p| {
        for (sound, n) in Sound::ALL.iter().zip(p.borrow().iter()) {
            let _ = js_sys::Reflect::set(&counts, &sound.key().into(), &f64::from(*n).into());
        }
    });
    counts.into()
}
