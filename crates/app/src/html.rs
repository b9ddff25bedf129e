//! The few pieces of HTML the panels share, for maud's `html!` templates. A template escapes
//! every value spliced into it (names, record text, engine messages), so data cannot become
//! markup; only [`maud::Markup`], built by a template, is spliced as it is.

use maud::{html, Markup, Render};

use crate::command::Command;

/// A `<button type="button">` that sends a command: `data-cmd` (and `data-arg`), written by
/// [`Command::attrs`], are read by the page's click handler (see [`Command::parse`]). Spliced
/// into a template as it is.
pub struct Button<'a> {
    cmd: &'static str,
    arg: Option<String>,
    label: Markup,
    id: Option<String>,
    class: Option<&'a str>,
    title: Option<String>,
    value_from: Option<&'a str>,
    disabled: bool,
    current: bool,
    autofocus: bool,
    tabindex: Option<i32>,
}

/// Starts a button sending `command`, showing `label` (plain text). A command that takes its
/// value from a form field (see [`Command::attrs`]) names the field with [`Button::value_from`].
pub fn button<'a>(command: Command, label: &str) -> Button<'a> {
    let (cmd, arg) = command.attrs();
    Button {
        cmd,
        arg,
        label: html! { (label) },
        id: None,
        class: None,
        title: None,
        value_from: None,
        disabled: false,
        current: false,
        autofocus: false,
        tabindex: None,
    }
}

impl<'a> Button<'a> {
    /// The element id (keeps keyboard focus across re-renders).
    pub fn id(mut self, id: impl ToString) -> Self {
        self.id = Some(id.to_string());
        self
    }
    /// CSS classes.
    pub fn class(mut self, class: &'a str) -> Self {
        self.class = Some(class);
        self
    }
    /// A tooltip, also the accessible description.
    pub fn title(mut self, title: impl ToString) -> Self {
        self.title = Some(title.to_string());
        self
    }
    /// The command's value is that of the form field with this id (`data-value-from`).
    pub fn value_from(mut self, field: &'a str) -> Self {
        self.value_from = Some(field);
        self
    }
    /// Disabled when `yes`.
    pub fn disabled(mut self, yes: bool) -> Self {
        self.disabled = yes;
        self
    }
    /// Marks the button as the current item (`aria-current`).
    pub fn current(mut self, yes: bool) -> Self {
        self.current = yes;
        self
    }
    /// Its place in the tab order: `0` for the one stop of a list whose items are reached with
    /// the arrow keys, `-1` for the others (a roving tab index).
    /// The dialog's first focus when it opens (the safe answer of a question).
    pub fn autofocus(mut self) -> Self {
        self.autofocus = true;
        self
    }
    /// Its place in the tab order: `0` for the one stop of a list whose items are reached with
    /// the arrow keys, `-1` for the others (a roving tab index).
    pub fn tabindex(mut self, index: i32) -> Self {
        self.tabindex = Some(index);
        self
    }
    /// Markup as the label (an icon, a colour dot).
    pub fn html_label(mut self, label: Markup) -> Self {
        self.label = label;
        self
    }
}

impl Render for Button<'_> {
    fn render(&self) -> Markup {
        html! {
            button data-value-from=[self.value_from] type="button" id=[self.id.as_deref()]
                class=[self.class] data-cmd=(self.cmd) data-arg=[self.arg.as_deref()]
                title=[self.title.as_deref()] disabled[self.disabled]
                aria-current=[self.current.then_some("true")] tabindex=[self.tabindex]
                autofocus[self.autofocus]
            { (self.label) }
        }
    }
}

/// A colour swatch for an army (decorative: the name is always written beside it).
pub fn swatch(rgb: &str) -> Markup {
    html! { span class="swatch" style={ "background:" (rgb) } aria-hidden="true" {} }
}

/// Text as HTML, escaped.
pub fn text(text: &str) -> String {
    html! { (text) }.into_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Nav;

    #[test]
    fn escapes_markup() {
        assert_eq!(
            text("<b>\"Tom\" & 'Jerry'</b>"),
            "&lt;b&gt;&quot;Tom&quot; &amp; 'Jerry'&lt;/b&gt;"
        );
        let html = button(Command::Close, "<i>")
            .title("\"a\" & b")
            .render()
            .into_string();
        assert!(
            html.contains("title=\"&quot;a&quot; &amp; b\">&lt;i&gt;<"),
            "{html}"
        );
    }

    #[test]
    fn buttons_carry_their_command() {
        let html = button(Command::Nav(Nav::View(3)), "e2-e3")
            .id("ply-3")
            .current(true)
            .disabled(true)
            .render()
            .into_string();
        assert_eq!(
            html,
            "<button type=\"button\" id=\"ply-3\" data-cmd=\"view\" data-arg=\"3\" disabled \
             aria-current=\"true\">e2-e3</button>"
        );
    }
}
