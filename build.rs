//! Compiles the Slint screens under `ui/` into Rust (with the `ui` feature).

fn main() {
    #[cfg(feature = "ui")]
    {
        let config = slint_build::CompilerConfiguration::new()
            .with_style("fluent".into())
            // Tests find elements by id.
            .with_debug_info(true)
            // French from ui/translations/fr/LC_MESSAGES/pendule.po, built in:
            // the device has no gettext catalogue to install.
            .with_bundled_translations("ui/translations")
            // msgids are the English text alone, whatever component says it.
            .with_default_translation_context(slint_build::DefaultTranslationContext::None);
        println!("cargo:rerun-if-changed=ui/translations");
        slint_build::compile_with_config("ui/app.slint", config).expect("the UI compiles");
    }
}
