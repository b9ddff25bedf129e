//! Wires the page together: board canvas, resize handling and the worker handshake.

use std::cell::RefCell;
use std::rc::Rc;

use crate::platform::{self, Surface};
use crate::status::WorkerStatus;
use crate::{BOARD_CANVAS_ID, STATUS_ID, WORKER_URL};

/// Starts the page: draws the board, keeps it sized to the window, starts the worker.
pub(crate) fn run() -> platform::Result<()> {
    let surface = Surface::new(platform::canvas_by_id(BOARD_CANVAS_ID)?)?;
    crate::draw_board(&surface, platform::device_pixel_ratio()?)?;
    {
        let surface = surface.clone();
        platform::on_resize(move || {
            let redraw =
                platform::device_pixel_ratio().and_then(|ratio| crate::draw_board(&surface, ratio));
            if let Err(error) = redraw {
                platform::log_error(&format!("redrawing the board: {error}"));
            }
        })?;
    }
    start_worker()
}

fn show(status: &WorkerStatus) {
    if let Err(error) = platform::set_status(STATUS_ID, &status.text(), status.state()) {
        platform::log_error(&error.to_string());
    }
}

fn start_worker() -> platform::Result<()> {
    let status = Rc::new(RefCell::new(WorkerStatus::Starting));
    show(&status.borrow());

    let on_reply = {
        let status = status.clone();
        move |reply, sender: &platform::WorkerSender| {
            let (next, request) = status.borrow().on_reply(reply);
            show(&next);
            *status.borrow_mut() = next;
            if let Some(request) = request {
                if let Err(error) = sender.send(&request) {
                    let failed = WorkerStatus::Failed(error.to_string());
                    show(&failed);
                    *status.borrow_mut() = failed;
                }
            }
        }
    };
    let on_error = move |message: String| {
        let failed = WorkerStatus::Failed(message);
        show(&failed);
        *status.borrow_mut() = failed;
    };
    platform::spawn_worker(WORKER_URL, on_reply, on_error).map(|_sender| ())
}
