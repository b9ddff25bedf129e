//! A few helpers to write HTML as text safely: everything that comes from data (names, record
//! text, engine messages) goes through [`esc`].

use std::fmt::Write;

/// `text` with `&`, `<`, `>`, `"` and `'` escaped, for element content and attribute values.
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A `<button type="button">` that sends a command: `data-cmd` (and `data-arg`) are read by the
/// page's click handler (see [`super::Command::parse`]).
pub struct Button<'a> {
    cmd: &'a str,
    arg: Option<String>,
    label: String,
    id: Option<String>,
    class: Option<&'a str>,
    title: Option<String>,
    disabled: bool,
    current: bool,
}

/// Starts a button sending `cmd`, showing `label` (plain text, escaped).
pub fn button<'a>(cmd: &'a str, label: &str) -> Button<'a> {
    Button {
        cmd,
        arg: None,
        label: esc(label),
        id: None,
        class: None,
        title: None,
        disabled: false,
        current: false,
    }
}

impl<'a> Button<'a> {
    /// The command's argument.
    pub fn arg(mut self, arg: impl ToString) -> Self {
        self.arg = Some(arg.to_string());
        self
    }
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
    /// Raw HTML as the label (for markup inside; the caller escapes).
    pub fn html_label(mut self, html: String) -> Self {
        self.label = html;
        self
    }
    /// The HTML.
    pub fn html(&self) -> String {
        let mut out = String::from("<button type=\"button\"");
        if let Some(id) = &self.id {
            let _ = write!(out, " id=\"{}\"", esc(id));
        }
        if let Some(class) = self.class {
            let _ = write!(out, " class=\"{class}\"");
        }
        let _ = write!(out, " data-cmd=\"{}\"", self.cmd);
        if let Some(arg) = &self.arg {
            let _ = write!(out, " data-arg=\"{}\"", esc(arg));
        }
        if let Some(title) = &self.title {
            let _ = write!(out, " title=\"{}\"", esc(title));
        }
        if self.disabled {
            out.push_str(" disabled");
        }
        if self.current {
            out.push_str(" aria-current=\"true\"");
        }
        out.push('>');
        out.push_str(&self.label);
        out.push_str("</button>");
        out
    }
}

/// A colour swatch for an army (decorative: the name is always written beside it).
pub fn swatch(rgb: &str) -> String {
    format!(
        "<span class=\"swatch\" style=\"background:{}\" aria-hidden=\"true\"></span>",
        esc(rgb)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup() {
        assert_eq!(
            esc("<b>\"Tom\" & 'Jerry'</b>"),
            "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;"
        );
    }

    #[test]
    fn buttons_carry_their_command() {
        let html = button("view", "e2-e3")
            .arg(3)
            .id("ply-3")
            .current(true)
            .disabled(true)
            .html();
        assert_eq!(
            html,
            "<button type=\"button\" id=\"ply-3\" data-cmd=\"view\" data-arg=\"3\" disabled \
             aria-current=\"true\">e2-e3</button>"
        );
    }
}
