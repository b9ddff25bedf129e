//! Lists every course's steps (topic, start position, goal, solution): `cargo run -p
//! ashtapada-learn --example list [course id]`.
fn main() {
    let only = std::env::args().nth(1);
    for id in ashtapada_learn::course_ids() {
        if only.as_deref().is_some_and(|o| o != id) {
            continue;
        }
        let Some(course) = ashtapada_learn::course(id) else {
            continue;
        };
        println!(
            "== {id}: {} steps; rules {:?}",
            course.steps.len(),
            ashtapada_learn::Rule::of(course.rules)
        );
        for role in ashtapada_learn::pieces::roles(course.rules) {
            let steps = ashtapada_learn::pieces::steps(course.rules, role);
            println!("  {role:?}: {} generated", steps.len());
        }
        for step in &course.steps {
            println!(
                "  {:?} {} goal {:?} moves {} solution {} -> {:?}",
                step.topic,
                ashtapada_rules::fen::write(&step.start),
                step.goal,
                step.moves,
                step.solution.join(" "),
                ashtapada_learn::replay(step, &step.solution)
            );
        }
    }
}
