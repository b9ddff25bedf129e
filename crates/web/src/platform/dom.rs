//! The page's document: putting the app's [`Screen`] into its containers, opening and closing
//! its dialogs, listening to its controls and keys, timers, randomness and performance marks.
//!
//! The app describes the page as text ([`ashtapada_app::render`]); [`Renderer`] replaces a
//! container's content only when its text changed, and gives the keyboard focus back to the
//! element with the same id, so re-rendering never loses the player's place. A dialog that
//! closes gives the focus back to the control that opened it (or, for a keyboard user, to the
//! move box).

use ashtapada_i18n::Lang;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, HtmlDialogElement, HtmlElement, HtmlInputElement, KeyboardEvent};

use super::browser::{document, log_error, window, Context, PlatformError, Result};
use ashtapada_app::Screen;

/// The element with this id.
pub fn element(id: &str) -> Result<Element> {
    document()?
        .get_element_by_id(id)
        .context(&format!("no element with id `{id}` in the page"))
}

fn html_element(id: &str) -> Result<HtmlElement> {
    element(id)?
        .dyn_into::<HtmlElement>()
        .map_err(|_| PlatformError::new(format!("`#{id}` is not an HTML element")))
}

/// The value of the form field (input, textarea, select) with this id.
pub fn field_value(id: &str) -> Result<String> {
    let el = element(id)?;
    if let Some(input) = el.dyn_ref::<HtmlInputElement>() {
        return Ok(input.value());
    }
    if let Some(area) = el.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        return Ok(area.value());
    }
    if let Some(select) = el.dyn_ref::<web_sys::HtmlSelectElement>() {
        return Ok(select.value());
    }
    Err(PlatformError::new(format!("`#{id}` is not a form field")))
}

/// Sets the value of the input with this id.
pub fn set_field_value(id: &str, value: &str) -> Result<()> {
    element(id)?
        .dyn_into::<HtmlInputElement>()
        .map_err(|_| PlatformError::new(format!("`#{id}` is not an input")))?
        .set_value(value);
    Ok(())
}

/// Selects characters `start..end` of the text area with this id and focuses it.
pub fn select_text(id: &str, start: usize, end: usize) -> Result<()> {
    let area = element(id)?
        .dyn_into::<web_sys::HtmlTextAreaElement>()
        .map_err(|_| PlatformError::new(format!("`#{id}` is not a text area")))?;
    area.focus().context("cannot focus the record text")?;
    // The DOM counts UTF-16 code units; records are ASCII but for names, where this is close.
    area.set_selection_range(start as u32, end as u32)
        .context("cannot select in the record text")
}

/// Focuses the element with this id.
pub fn focus(id: &str) -> Result<()> {
    html_element(id)?
        .focus()
        .context(&format!("cannot focus `#{id}`"))
}

/// A few keys and their values, in a list: the renderer's maps hold some tens of ids, which a
/// list searches as fast as a hash map, and a hash map's code (hashbrown, SipHash) weighed
/// some 5 KB gzip of the page's first load.
#[derive(Debug, Clone)]
struct Slots<K, V>(Vec<(K, V)>);

impl<K, V> Default for Slots<K, V> {
    fn default() -> Self {
        Slots(Vec::new())
    }
}

impl<K: PartialEq + Copy, V> Slots<K, V> {
    fn get<Q>(&self, key: &Q) -> Option<&V>
    where
        K: PartialEq<Q>,
    {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    fn contains<Q>(&self, key: &Q) -> bool
    where
        K: PartialEq<Q>,
    {
        self.get(key).is_some()
    }

    fn insert(&mut self, key: K, value: V) -> Option<V> {
        match self.0.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => Some(std::mem::replace(&mut slot.1, value)),
            None => {
                self.0.push((key, value));
                None
            }
        }
    }

    fn remove<Q>(&mut self, key: &Q) -> Option<V>
    where
        K: PartialEq<Q>,
    {
        let at = self.0.iter().position(|(k, _)| k == key)?;
        Some(self.0.swap_remove(at).1)
    }
}

/// Applies [`Screen`]s to the page, changing only what changed.
#[derive(Debug, Default)]
pub struct Renderer {
    html: Slots<&'static str, String>,
    attrs: Slots<(&'static str, &'static str), String>,
    hidden: Slots<&'static str, bool>,
    title: String,
    /// The language the page's fixed text is in (`None`: as written in `index.html`).
    lang: Option<Lang>,
    /// For each open dialog, the id of the element that had the focus when it opened.
    openers: Slots<&'static str, String>,
    /// The open dialogs whose first focus (`autofocus`) was given: a rules page arrives from
    /// the extras worker after its dialog opened, when the browser's own autofocus is past.
    autofocused: Slots<&'static str, ()>,
    /// The dialogs the app has open, as last applied: one the browser closed by itself
    /// (Escape) is still closed here, and its focus given back.
    showing: Slots<&'static str, ()>,
    /// For each section shown by a change that took the focus from a control (Review's
    /// panel, shown as its button is disabled), that control: the focus goes back to it when
    /// the section hides again, as a dialog gives it back to its opener.
    returns: Slots<&'static str, String>,
    /// A control that lost the focus by being disabled, and the control the focus was lent
    /// to: the focus comes back when the first is enabled again and the focus is still on
    /// the second (Hint, disabled while the hint is worked out).
    lent: Option<(String, String)>,
}

/// What a keyboard can reach.
const FOCUSABLE: &str = "button,input,select,textarea,a[href],[tabindex]";

/// The focus before a change: the element's id, then the ids of the controls beside it (those
/// after it, then those before it, nearest first), where it goes if the change takes it.
struct Held {
    id: String,
    near: Vec<String>,
    /// The nearest element around it with an id (a panel the app writes anew, such as the
    /// review's, where Stop becomes Close).
    around: Option<String>,
}

/// The first control in the element `id` that can take the focus.
fn first_focusable(doc: &web_sys::Document, id: &str) -> Option<HtmlElement> {
    let list = doc
        .get_element_by_id(id)?
        .query_selector_all(FOCUSABLE)
        .ok()?;
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<Element>().ok())
        .map(|e| e.id())
        .filter(|id| !id.is_empty())
        .find_map(|id| focusable(doc, &id))
}

fn held(doc: &web_sys::Document) -> Option<Held> {
    let active = doc.active_element().filter(|a| a.tag_name() != "BODY")?;
    let id = active.id();
    if id.is_empty() {
        return None;
    }
    let mut near = Vec::new();
    let around = active
        .parent_element()
        .and_then(|p| p.closest("[id]").ok().flatten())
        .map(|e| e.id());
    if let Some(list) = active
        .parent_element()
        .and_then(|p| p.query_selector_all(FOCUSABLE).ok())
    {
        let ids: Vec<String> = (0..list.length())
            .filter_map(|i| list.item(i)?.dyn_into::<Element>().ok())
            .map(|e| e.id())
            .collect();
        if let Some(at) = ids.iter().position(|i| *i == id) {
            near.extend(ids[at + 1..].iter().cloned());
            near.extend(ids[..at].iter().rev().cloned());
        }
    }
    Some(Held { id, near, around })
}

/// The element `id` if it can take the focus now: there, enabled and shown.
fn focusable(doc: &web_sys::Document, id: &str) -> Option<HtmlElement> {
    let el = doc.get_element_by_id(id)?.dyn_into::<HtmlElement>().ok()?;
    let shown = el.offset_width() > 0 || el.offset_height() > 0;
    (shown && !el.matches(":disabled").unwrap_or(true)).then_some(el)
}

/// Whether the focus fell to the page's body, or is about to: its element was removed, hidden
/// or disabled (Chromium leaves the focus on a button just disabled, then drops it).
fn focus_lost(doc: &web_sys::Document) -> bool {
    doc.active_element().is_none_or(|a| {
        a.tag_name() == "BODY"
            || a.id().is_empty() && !a.is_connected()
            || !a.id().is_empty() && focusable(doc, &a.id()).is_none()
    })
}

impl Renderer {
    /// A renderer that knows nothing of the page yet (everything is written the first time).
    pub fn new() -> Renderer {
        Renderer::default()
    }

    /// Writes what changed. Returns the ids of the containers whose content was replaced.
    pub fn apply(&mut self, screen: &Screen) -> Result<Vec<&'static str>> {
        let doc = document()?;
        let before = held(&doc);
        let hidden_before = self.hidden.clone();
        let mut changed = Vec::new();
        for (id, html) in &screen.html {
            if self.html.get(id) == Some(html) {
                continue;
            }
            let el = element(id)?;
            // Keep the focus on the element with the same id after the change (one that
            // did not match its old self is a new element).
            let focused = doc
                .active_element()
                .filter(|a| el.contains(Some(a)))
                .map(|a| a.id())
                .filter(|id| !id.is_empty());
            super::morph::morph(&el, html);
            if let Some(fid) = focused {
                if let Some(again) = doc
                    .get_element_by_id(&fid)
                    .and_then(|e| e.dyn_into::<HtmlElement>().ok())
                {
                    let _ = again.focus();
                }
            }
            self.html.insert(id, html.clone());
            changed.push(*id);
        }
        for (id, name, value) in &screen.attrs {
            if self.attrs.get(&(*id, *name)) != Some(value) {
                element(id)?
                    .set_attribute(name, value)
                    .context(&format!("cannot set {name} on `#{id}`"))?;
                self.attrs.insert((*id, *name), value.clone());
            }
        }
        for (id, hidden) in &screen.hidden {
            if self.hidden.get(id) != Some(hidden) {
                html_element(id)?.set_hidden(*hidden);
                self.hidden.insert(id, *hidden);
            }
        }
        let mut closed = None;
        for (id, open) in &screen.dialogs {
            let dialog = element(id)?
                .dyn_into::<HtmlDialogElement>()
                .map_err(|_| PlatformError::new(format!("`#{id}` is not a <dialog>")))?;
            if *open && !dialog.open() {
                match doc
                    .active_element()
                    .map(|a| a.id())
                    .filter(|i| !i.is_empty())
                {
                    Some(opener) => self.openers.insert(id, opener),
                    None => self.openers.remove(id),
                };
                // Opened by a key (the opener shows its focus ring): perhaps by a reader.
                let by_key = doc
                    .active_element()
                    .is_some_and(|a| a.matches(":focus-visible").unwrap_or(false));
                dialog
                    .show_modal()
                    .context(&format!("cannot open the dialog `#{id}`"))?;
                self.autofocused.remove(id);
                if by_key {
                    say_opened(&dialog);
                }
            }
            if *open {
                self.showing.insert(id, ());
            }
            if *open && !self.autofocused.contains(id) {
                // A dialog whose content names its first focus (`autofocus`, the rules page's
                // heading) is read from its top, also when that content arrives after the
                // dialog opened (the browser then focused the first button, Close, at the
                // end, and scrolled to it): the heading takes the focus, the dialog scrolls
                // back to its top (a dialog reopened after scrolling keeps its old offset).
                let first = dialog.query_selector("[autofocus]").ok().flatten();
                if let Some(first) = first.and_then(|f| f.dyn_into::<HtmlElement>().ok()) {
                    let _ = first.focus();
                    dialog.set_scroll_top(0);
                    self.autofocused.insert(id, ());
                }
            } else if !*open && (dialog.open() || self.showing.contains(id)) {
                // Whether the player was using the keyboard in it (the browser shows a focus
                // ring only then). A dialog the browser closed itself (Escape) was closed by
                // a key.
                let keyboard = !dialog.open()
                    || doc
                        .active_element()
                        .filter(|a| dialog.contains(Some(a)))
                        .is_some_and(|a| a.matches(":focus-visible").unwrap_or(false));
                dialog.close();
                self.autofocused.remove(id);
                self.showing.remove(id);
                closed = Some((*id, keyboard));
            }
        }
        if let Some((id, keyboard)) = closed {
            self.give_focus_back(&doc, id, keyboard);
        } else if doc.query_selector("dialog[open]").ok().flatten().is_none() {
            // The sections this change showed, and those it hid.
            let (mut opened, mut closed) = (Vec::new(), Vec::new());
            for (id, hidden) in &screen.hidden {
                // Sections only: a toast or a banner shown is no place to send the focus.
                if id.ends_with("-section") && hidden_before.get(id).is_some_and(|h| h != hidden) {
                    if *hidden { &mut closed } else { &mut opened }.push(*id);
                }
            }
            self.keep_focus(&doc, before, &opened, &closed);
        }
        if self.lang != Some(screen.lang) {
            translate_page(&doc, screen.lang)?;
            self.lang = Some(screen.lang);
        }
        if self.title != screen.title {
            doc.set_title(&screen.title);
            self.title = screen.title.clone();
        }
        Ok(changed)
    }
}

/// Has a screen reader say a dialog just opened, and where its focus is.
///
/// A modal dialog takes the page behind it out of the accessibility tree, and with it the
/// control the reader stood on. Orca 43 then takes the first focus in the dialog for a place
/// to stand, silently: a dialog opened by keys said nothing at all (or, the first time, the
/// first `<select>` of the form, which Chromium reports as newly selected). So the focus steps
/// once more after the browser's own first focus: to the dialog's title, which is said ("New
/// game, heading level 2"), then back to the control the browser chose, said with what is
/// around it ("Ruleset panel, Chaturaji, selected radio button"). Each step waits long enough
/// (150 and 500 ms) for the reader to take it as a focus change of its own (it skips a focus
/// already gone when it looks); nothing moves on screen. A key pressed on the title sends the
/// focus straight back, and the key with it. Only for a dialog opened by a key: a pointer's
/// person sees where the focus is. (The dialog element itself is no step: focused, Orca reads
/// all of its text.) The steps are a few lines of script in `www/boot.js`
/// (`ashtapadaSayOpened`), for the first load's sake; without it (the wasm-bindgen tests),
/// nothing is done.
fn say_opened(dialog: &HtmlDialogElement) {
    let _ = say_opened_in_script(dialog);
}

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = globalThis, js_name = ashtapadaSayOpened, catch)]
    fn say_opened_in_script(dialog: &HtmlDialogElement) -> std::result::Result<(), JsValue>;
}

/// Puts the page's fixed text (`www/index.html`) in `lang`: an element's `data-l10n` names the
/// message of its text, `data-l10n-label` that of its `aria-label`, `data-l10n-placeholder`
/// that of its placeholder (all `page-` messages); `<html lang>` follows. The HTML's own words
/// (English) are kept on the element (`data-en`, `data-en-label`, `data-en-placeholder`) the
/// first time they are replaced, and put back from there: the wasm carries only the other
/// language's (`Lang::page_text`).
fn translate_page(doc: &web_sys::Document, lang: Lang) -> Result<()> {
    if let Some(root) = doc.document_element() {
        root.set_attribute("lang", lang.code())
            .context("cannot set the page's language")?;
    }
    let nodes = doc
        .query_selector_all("[data-l10n],[data-l10n-label],[data-l10n-placeholder]")
        .context("cannot list the page's text")?;
    for i in 0..nodes.length() {
        let Some(el) = nodes.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
            continue;
        };
        // The words in `lang`: the message's, or the HTML's own kept on the element.
        let text = |attr: &str, kept: &str| match el.get_attribute(attr) {
            Some(id) => lang
                .page_text(&id)
                .map(String::from)
                .or_else(|| el.get_attribute(kept)),
            None => None,
        };
        // Only where the words differ: a text written again is painted again, and the page's
        // largest paint (the welcome's words, from the HTML) would wait for the wasm.
        let now = el.text_content();
        if let Some(t) = text("data-l10n", "data-en").filter(|t| now.as_ref() != Some(t)) {
            if !el.has_attribute("data-en") {
                el.set_attribute("data-en", now.as_deref().unwrap_or_default())
                    .context("cannot keep the page's text")?;
            }
            el.set_text_content(Some(&t));
        }
        for (attr, target, kept) in [
            ("data-l10n-label", "aria-label", "data-en-label"),
            (
                "data-l10n-placeholder",
                "placeholder",
                "data-en-placeholder",
            ),
        ] {
            if let Some(t) = text(attr, kept) {
                if !el.has_attribute(kept) {
                    let own = el.get_attribute(target).unwrap_or_default();
                    el.set_attribute(kept, &own)
                        .context("cannot keep the page's text")?;
                }
                el.set_attribute(target, &t)
                    .context("cannot translate an attribute")?;
            }
        }
    }
    Ok(())
}

impl Renderer {
    /// After a change with no dialog open: if it took the focus (its control was disabled,
    /// hidden or replaced), the focus goes, in this order, into a section the change showed
    /// (remembering where to come back), back to the control that opened a section the change
    /// hid, to the same control if it is there again, to the nearest control beside it, or to
    /// the board; never to the page's body. A control disabled for a moment gets it back.
    fn keep_focus(
        &mut self,
        doc: &web_sys::Document,
        before: Option<Held>,
        opened: &[&'static str],
        closed: &[&'static str],
    ) {
        if !focus_lost(doc) {
            // Lent while its control was disabled, and not moved since: it goes back.
            if let Some((owner, lent_to)) = self.lent.take() {
                let on_lent = doc.active_element().is_some_and(|a| a.id() == lent_to);
                match focusable(doc, &owner) {
                    Some(el) if on_lent => {
                        let _ = el.focus();
                    }
                    _ if on_lent => self.lent = Some((owner, lent_to)),
                    _ => {}
                }
            }
            return;
        }
        let Some(before) = before else {
            return;
        };
        for section in opened {
            if let Some(first) = first_focusable(doc, section) {
                let _ = first.focus();
                self.returns.insert(section, before.id);
                return;
            }
        }
        let back = closed.iter().filter_map(|s| self.returns.remove(s));
        let candidates: Vec<String> = back
            .chain(std::iter::once(before.id.clone()))
            .chain(before.near)
            .chain(std::iter::once("board".to_string()))
            .collect();
        let found = candidates.into_iter().find_map(|id| {
            // Before the board: the first control of the panel around the old one.
            let around = before.around.as_deref().filter(|_| id == "board");
            let el = around
                .and_then(|a| first_focusable(doc, a))
                .or_else(|| focusable(doc, &id))?;
            Some((el.id(), el))
        });
        if let Some((id, el)) = found {
            let _ = el.focus();
            let disabled = doc
                .get_element_by_id(&before.id)
                .is_some_and(|e| e.matches(":disabled").unwrap_or(false));
            self.lent = (disabled && id != before.id).then_some((before.id, id));
        }
    }

    /// After the dialog `id` closed: if the focus was lost with it (the browser gives it back
    /// to the control that opened the dialog, unless re-rendering replaced that control), it
    /// goes to the control with the opener's id, or, for a keyboard user, to the move box. A
    /// pointer user's focus is left alone: on a phone, focusing the move box would open the
    /// keyboard.
    fn give_focus_back(&mut self, doc: &web_sys::Document, id: &str, keyboard: bool) {
        let opener = self.openers.remove(&id);
        if doc.query_selector("dialog[open]").ok().flatten().is_some() {
            // Another dialog holds the focus.
            return;
        }
        if !focus_lost(doc) {
            return;
        }
        let focused = |el: &HtmlElement| doc.active_element().as_ref() == Some(el);
        if let Some(el) = opener
            .and_then(|o| doc.get_element_by_id(&o))
            .and_then(|e| e.dyn_into::<HtmlElement>().ok())
        {
            // A control that is now disabled or hidden does not take it.
            let _ = el.focus();
            if focused(&el) {
                return;
            }
        }
        // Never the page's body: a keyboard user types moves, anyone else is back on the
        // board (a canvas opens no on-screen keyboard).
        let _ = focus(if keyboard { "move-input" } else { "board" });
    }
}

/// Scrolls the list with this id so that its `[aria-current]` item is visible, or to its end.
pub fn scroll_list(id: &str, to_end: bool) -> Result<()> {
    let list = html_element(id)?;
    if to_end {
        list.set_scroll_top(list.scroll_height());
        return Ok(());
    }
    let Some(current) = list
        .query_selector("[aria-current]")
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
    else {
        return Ok(());
    };
    let list_rect = list.get_bounding_client_rect();
    let rect = current.get_bounding_client_rect();
    let top = rect.top() - list_rect.top();
    let bottom = rect.bottom() - list_rect.top();
    let height = f64::from(list.client_height());
    if top < 0.0 {
        list.set_scroll_top(list.scroll_top() + top.floor() as i32);
    } else if bottom > height {
        list.set_scroll_top(list.scroll_top() + (bottom - height).ceil() as i32);
    }
    Ok(())
}

/// Focuses the element `id` if the person uses the keyboard (the focus shows its ring) and no
/// dialog is open; a pointer's focus is left alone (on a phone, a text box's focus would open
/// the keyboard).
pub fn focus_if_keyboard(id: &str) {
    let Ok(doc) = document() else {
        return;
    };
    let keyboard = doc
        .active_element()
        .is_some_and(|a| a.matches(":focus-visible").unwrap_or(false));
    let dialog = doc.query_selector("dialog[open]").ok().flatten().is_some();
    if keyboard && !dialog {
        let _ = focus(id);
    }
}

/// Scrolls the element `id` into view, its top at the top of the window where the page can
/// scroll that far.
pub fn reveal(id: &str) -> Result<()> {
    element(id)?.scroll_into_view();
    Ok(())
}

/// A control that sends a command: the element with `data-cmd` at or above an event's target.
pub struct Control {
    /// `data-cmd`.
    pub cmd: String,
    /// `data-arg`.
    pub arg: Option<String>,
    /// The field's value, a check box's `"true"`/`"false"`, or the value of the field named by
    /// `data-value-from`.
    pub value: Option<String>,
}

fn control_of(event: &Event, form_fields: bool) -> Option<Control> {
    let target = event.target()?.dyn_into::<Element>().ok()?;
    let el = target.closest("[data-cmd]").ok()??;
    let is_field = el.is_instance_of::<HtmlInputElement>()
        || el.is_instance_of::<web_sys::HtmlSelectElement>()
        || el.is_instance_of::<web_sys::HtmlTextAreaElement>();
    if is_field != form_fields {
        return None;
    }
    let value = if let Some(input) = el.dyn_ref::<HtmlInputElement>() {
        Some(if input.type_() == "checkbox" {
            input.checked().to_string()
        } else {
            input.value()
        })
    } else if let Some(select) = el.dyn_ref::<web_sys::HtmlSelectElement>() {
        Some(select.value())
    } else if let Some(area) = el.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        // The live play servers: without this their text never reached the app.
        Some(area.value())
    } else {
        el.get_attribute("data-value-from")
            .and_then(|id| field_value(&id).ok())
    };
    Some(Control {
        cmd: el.get_attribute("data-cmd")?,
        arg: el.get_attribute("data-arg"),
        value,
    })
}

fn listen(target: &web_sys::EventTarget, kind: &str, f: impl FnMut(Event) + 'static) -> Result<()> {
    let closure = Closure::<dyn FnMut(Event)>::new(f);
    target
        .add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref())
        .context(&format!("cannot listen to {kind} events"))?;
    // Lives as long as the page.
    closure.forget();
    Ok(())
}

/// Calls `handler` with every control the player uses: buttons with `data-cmd` (on click) and
/// form fields with `data-cmd` (on change), anywhere in the page.
pub fn on_control(handler: impl Fn(Control) + 'static) -> Result<()> {
    let handler = std::rc::Rc::new(handler);
    let doc = document()?;
    let on_click = handler.clone();
    listen(&doc, "click", move |event| {
        if let Some(control) = control_of(&event, false) {
            event.prevent_default();
            // A choice in a popover menu (the phone's "More") closes it.
            let popover = event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|t| t.closest("[popover]").ok().flatten())
                .and_then(|p| p.dyn_into::<HtmlElement>().ok());
            if let Some(popover) = popover {
                let _ = popover.hide_popover();
            }
            on_click(control);
        }
    })?;
    listen(&doc, "change", move |event| {
        if let Some(control) = control_of(&event, true) {
            handler(control);
        }
    })
}

/// Calls `handler` with the text of the form `form_id`'s field `field_id` when it is submitted
/// (Enter or its button), without reloading the page.
pub fn on_submit(
    form_id: &str,
    field_id: &'static str,
    handler: impl Fn(String) + 'static,
) -> Result<()> {
    let form = element(form_id)?;
    listen(&form, "submit", move |event| {
        event.prevent_default();
        match field_value(field_id) {
            Ok(text) => handler(text),
            Err(error) => log_error(&error.to_string()),
        }
    })
}

/// Calls `handler` with the keys pressed outside text fields and dialogs (without modifier
/// keys); when it returns `true` the key's default action is prevented.
pub fn on_key(handler: impl Fn(&str) -> bool + 'static) -> Result<()> {
    let doc = document()?;
    listen(&doc, "keydown", move |event| {
        let Some(key) = event.dyn_ref::<KeyboardEvent>() else {
            return;
        };
        if key.ctrl_key() || key.meta_key() || key.alt_key() || key.default_prevented() {
            return;
        }
        let in_field = event
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .is_some_and(|el| {
                matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                    || el.closest("dialog[open]").ok().flatten().is_some()
            });
        let dialog_open = document()
            .ok()
            .and_then(|d| d.query_selector("dialog[open]").ok().flatten())
            .is_some();
        if in_field || dialog_open {
            return;
        }
        if handler(&key.key()) {
            event.prevent_default();
        }
    })
}

/// Calls `handler` with the keys pressed (without modifier keys) on an item of the list
/// `list_id` whose id is `prefix` and a number: a list that is one tab stop, its items reached
/// with the arrow keys (a roving tab index). When `handler` returns an item, the key is the
/// list's (neither scrolling nor the page's shortcuts see it) and that item gets the focus.
pub fn on_list_keys(
    list_id: &str,
    prefix: &'static str,
    handler: impl Fn(&str, usize) -> Option<usize> + 'static,
) -> Result<()> {
    let list = element(list_id)?;
    listen(&list, "keydown", move |event| {
        let Some(key) = event.dyn_ref::<KeyboardEvent>() else {
            return;
        };
        if key.ctrl_key() || key.meta_key() || key.alt_key() || key.shift_key() {
            return;
        }
        let item = event
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|el| el.id().strip_prefix(prefix)?.parse::<usize>().ok());
        let Some(item) = item else {
            return;
        };
        if let Some(next) = handler(&key.key(), item) {
            // The document's listener, which runs the page's shortcuts, skips prevented keys.
            event.prevent_default();
            if let Err(error) = focus(&format!("{prefix}{next}")) {
                log_error(&error.to_string());
            }
        }
    })
}

/// Calls `handler` with the keys pressed (without modifier keys but Shift) on the element
/// `id` while it has the focus. When `handler` takes the key, neither the browser (scrolling,
/// a Space's click) nor the page's shortcuts see it.
pub fn on_element_keys(id: &str, handler: impl Fn(&str) -> bool + 'static) -> Result<()> {
    let el = element(id)?;
    listen(&el, "keydown", move |event| {
        let Some(key) = event.dyn_ref::<KeyboardEvent>() else {
            return;
        };
        if key.ctrl_key() || key.meta_key() || key.alt_key() {
            return;
        }
        if handler(&key.key()) {
            // The document's listener, which runs the page's shortcuts, skips prevented keys.
            event.prevent_default();
        }
    })
}

/// Calls `handler` when the player dismisses a dialog with Escape or with a tap on its backdrop
/// (outside its box, as on most sites: a long dialog scrolled far from its Close is left with
/// one tap); the dialog stays open (the app decides whether to close it).
pub fn on_dialog_cancel(ids: &[&str], handler: impl Fn() + 'static) -> Result<()> {
    let handler = std::rc::Rc::new(handler);
    for id in ids {
        let dialog = element(id)?;
        let h = handler.clone();
        listen(&dialog, "cancel", move |event| {
            event.prevent_default();
            h();
        })?;
        let h = handler.clone();
        let d = dialog.clone();
        listen(&dialog, "click", move |event| {
            // A modal dialog's backdrop sends its clicks to the dialog itself.
            let on_dialog = event
                .target()
                .is_some_and(|t| JsValue::from(t) == JsValue::from(&d));
            let Some(click) = event.dyn_ref::<web_sys::MouseEvent>().filter(|_| on_dialog) else {
                return;
            };
            let r = d.get_bounding_client_rect();
            let (x, y) = (f64::from(click.client_x()), f64::from(click.client_y()));
            if x < r.left() || x > r.right() || y < r.top() || y > r.bottom() {
                h();
            }
        })?;
    }
    Ok(())
}

/// Calls `handler` once after `ms` milliseconds.
pub fn set_timeout(ms: u32, handler: impl FnOnce() + 'static) -> Result<()> {
    let closure = Closure::once_into_js(handler);
    window()?
        .set_timeout_with_callback_and_timeout_and_arguments_0(
            closure.unchecked_ref(),
            i32::try_from(ms).unwrap_or(i32::MAX),
        )
        .context("cannot set a timer")
        .map(|_| ())
}

/// Calls `handler` once at the next animation frame (after the frames already requested).
pub fn after_next_frame(handler: impl FnOnce() + 'static) -> Result<()> {
    let closure = Closure::once_into_js(move |_: f64| handler());
    window()?
        .request_animation_frame(closure.unchecked_ref())
        .context("cannot request an animation frame")
        .map(|_| ())
}

/// 64 random bits from `getrandom` (the browser's `crypto.getRandomValues`): the dice seed of
/// a new game.
pub fn random_u64() -> Result<u64> {
    getrandom::u64()
        .map_err(|error| PlatformError::new(format!("cannot get random numbers ({error})")))
}

/// The game link in the page's address (`#g=…`, or live play's invitation `#live=…` or
/// answer `#answer=…`), if any, taken off the address (the history entry is replaced), so
/// that a reload shows the game as played on since, from the autosave, not the link's again.
pub fn take_game_link() -> Option<String> {
    let window = web_sys::window()?;
    let location = window.location();
    let hash = location.hash().ok()?;
    if !["#g=", "#live=", "#answer="]
        .iter()
        .any(|p| hash.starts_with(p))
    {
        return None;
    }
    let rest = format!(
        "{}{}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&rest));
    }
    Some(hash)
}

/// The page's address without its fragment (a game link is this, `#` and the link).
pub fn page_address() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|href| href.split('#').next().unwrap_or("").to_string())
        .unwrap_or_default()
}

/// Calls `handler` when the address's fragment changes (a game link opened in this tab).
///
/// # Errors
/// If the listener cannot be installed.
pub fn on_hash_change(handler: impl Fn() + 'static) -> Result<()> {
    let window = window()?;
    listen(&window, "hashchange", move |_| handler())
}

/// Puts `text` on the clipboard (a game's link). Where the browser has no clipboard API (an
/// insecure origin), the text stays selectable in its box: a failure is only logged.
pub fn copy(text: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let promise = window.navigator().clipboard().write_text(text);
    let on_error = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {
        log_error("cannot copy to the clipboard");
    });
    let _ = promise.catch(&on_error);
    on_error.forget();
}

/// Offers `url` to the device's own sharing (the Web Share API: messengers, mail, nearby
/// devices). A browser without it never shows the button (boot.js marks the page
/// `can-share`); a share the player cancels is no error.
pub fn web_share(url: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let data = web_sys::ShareData::new();
    data.set_url(url);
    let promise = window.navigator().share_with_data(&data);
    let ignore = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
    let _ = promise.catch(&ignore);
    ignore.forget();
}

/// Whether the browser asks for more contrast (`prefers-contrast: more`).
pub fn prefers_contrast() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-contrast: more)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// The language of the browser's preferences (`navigator.languages`): French for `fr-*`,
/// English otherwise.
pub fn browser_lang() -> Lang {
    let tags: Vec<String> = web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|v| v.as_string())
                .collect()
        })
        .unwrap_or_default();
    Lang::from_browser(tags.iter().map(String::as_str))
}

/// Registers the service worker at `url` (`www/sw.js`), which keeps a copy of the site for
/// offline use. Without one (an old browser, a page not served over HTTPS or from localhost) the
/// game works as before, online; a failure is only logged.
pub fn register_service_worker(url: &str) {
    let Ok(window) = window() else {
        return;
    };
    let navigator = window.navigator();
    if !js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).unwrap_or(false) {
        return;
    }
    let on_error = Closure::<dyn FnMut(JsValue)>::new(|error: JsValue| {
        let why = error
            .dyn_ref::<js_sys::Error>()
            .map_or_else(|| format!("{error:?}"), |e| String::from(e.message()));
        log_error(&format!(
            "no offline copy: the service worker failed ({why})"
        ));
    });
    let _ = navigator.service_worker().register(url).catch(&on_error);
    // Called at most once, after this function returns: kept alive for the page's life.
    on_error.forget();
}

/// Marks the page as started (`<html data-started>`): until then the stylesheet keeps the panel
/// invisible (only the status line shows), so that its first filling moves nothing on screen.
pub fn mark_started() -> Result<()> {
    document()?
        .document_element()
        .context("no root element")?
        .set_attribute("data-started", "")
        .context("cannot mark the page started")
}

/// Records a performance mark (visible to tests and the browser's profiler).
pub fn mark(name: &str) -> Result<()> {
    window()?
        .performance()
        .context("no `performance` in this browser")?
        .mark(name)
        .context(&format!("cannot mark {name}"))
}

/// Milliseconds since the page started.
pub fn now_ms() -> f64 {
    window()
        .ok()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Writes a message to the browser console.
pub fn log(message: &str) {
    web_sys::console::info_1(&JsValue::from_str(message));
}

/// Installs `window.<name>` as an object of functions (the page's test hooks).
pub fn expose(name: &str, functions: Vec<(&str, JsValue)>) -> Result<()> {
    let object = js_sys::Object::new();
    for (key, f) in functions {
        js_sys::Reflect::set(&object, &JsValue::from_str(key), &f)
            .context(&format!("cannot define {name}.{key}"))?;
    }
    let global: JsValue = window()?.into();
    js_sys::Reflect::set(&global, &JsValue::from_str(name), &object)
        .context(&format!("cannot define window.{name}"))
        .map(|_| ())
}
