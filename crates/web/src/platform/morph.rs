//! Writes a container's new HTML over its old content by changing only what differs, so that
//! the elements that stay are the same elements.
//!
//! Why not `innerHTML`: replacing a container's children destroys the element a screen reader
//! stands on. Orca 43 then holds a dead object as its place; the next focus change is taken
//! silently as a "caret context" search (the board reached by Shift+Tab, a dialog opened while
//! a bot was moving: nothing said), because the buttons under the board are written anew after
//! every move. Keeping the elements keeps the reader's place, and with it every focus change
//! said. The same elements also keep the browser's focus and scroll without help.
//!
//! Nodes are matched by position: same node type, and for elements the same tag and the same
//! `id`. A node that does not match is replaced whole. Form controls get their live value from
//! the new attributes, as a freshly parsed element would have it.

use wasm_bindgen::JsCast;
use web_sys::{
    Element, HtmlInputElement, HtmlSelectElement, HtmlTemplateElement, HtmlTextAreaElement, Node,
};

/// Makes `target`'s children those of `html`, changing only what differs.
pub fn morph(target: &Element, html: &str) {
    let Some(template) = target
        .owner_document()
        .and_then(|d| d.create_element("template").ok())
        .and_then(|t| t.dyn_into::<HtmlTemplateElement>().ok())
    else {
        target.set_inner_html(html);
        return;
    };
    template.set_inner_html(html);
    children(target, &template.content());
}

/// Makes `live`'s children those of `new` (whose unmatched nodes are moved over).
fn children(live: &Node, new: &Node) {
    let mut old = live.first_child();
    let mut next = new.first_child();
    while let Some(n) = next {
        next = n.next_sibling();
        match old {
            Some(o) if same(&o, &n) => {
                update(&o, &n);
                old = o.next_sibling();
            }
            Some(o) => {
                old = o.next_sibling();
                let _ = live.replace_child(&n, &o);
            }
            None => {
                let _ = live.append_child(&n);
            }
        }
    }
    while let Some(o) = old {
        old = o.next_sibling();
        let _ = live.remove_child(&o);
    }
}

/// Whether `old` can become `new` in place.
fn same(old: &Node, new: &Node) -> bool {
    if old.node_type() != new.node_type() {
        return false;
    }
    match (old.dyn_ref::<Element>(), new.dyn_ref::<Element>()) {
        (Some(o), Some(n)) => o.tag_name() == n.tag_name() && o.id() == n.id(),
        _ => true,
    }
}

/// Makes `old` (which is [`same`] as `new`) equal to `new`.
fn update(old: &Node, new: &Node) {
    let (Some(o), Some(n)) = (old.dyn_ref::<Element>(), new.dyn_ref::<Element>()) else {
        if old.node_value() != new.node_value() {
            old.set_node_value(new.node_value().as_deref());
        }
        return;
    };
    for name in o.get_attribute_names().iter().filter_map(|a| a.as_string()) {
        if !n.has_attribute(&name) {
            let _ = o.remove_attribute(&name);
        }
    }
    for name in n.get_attribute_names().iter().filter_map(|a| a.as_string()) {
        let value = n.get_attribute(&name).unwrap_or_default();
        if o.get_attribute(&name).as_deref() != Some(value.as_str()) {
            let _ = o.set_attribute(&name, &value);
        }
    }
    children(old, new);
    controls(o);
}

/// Gives a form control the value its attributes say, as parsing it afresh would: once a
/// person has changed a control, its attributes no longer say its value.
fn controls(el: &Element) {
    if let Some(input) = el.dyn_ref::<HtmlInputElement>() {
        let checked = el.has_attribute("checked");
        if input.checked() != checked {
            input.set_checked(checked);
        }
        let value = el.get_attribute("value").unwrap_or_default();
        if !matches!(input.type_().as_str(), "checkbox" | "radio") && input.value() != value {
            input.set_value(&value);
        }
    } else if let Some(select) = el.dyn_ref::<HtmlSelectElement>() {
        let chosen = (0..select.length())
            .find(|&i| {
                select
                    .item(i)
                    .is_some_and(|option| option.has_attribute("selected"))
            })
            .unwrap_or(0);
        if select.selected_index() != chosen as i32 {
            select.set_selected_index(chosen as i32);
        }
    } else if let Some(area) = el.dyn_ref::<HtmlTextAreaElement>() {
        let text = el.text_content().unwrap_or_default();
        if area.value() != text {
            area.set_value(&text);
        }
    }
}
