//! Compiles the Slint screens under `ui/` into Rust (with the `ui` feature).

fn main() {
    #[cfg(feature = "ui")]
    {
        let config = slint_build::CompilerConfiguration::new()
            .with_style("fluent".into())
            // Tests find elements by id.
            .with_debug_info(true);
        slint_build::compile_with_config("ui/app.slint", config).expect("the UI compiles");
    }
}
