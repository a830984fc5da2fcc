/// The language a learner asked for: `--lang`, else the environment's, read as text the way
/// gettext reads it — the first entry of `LANGUAGE`, then `LC_ALL`, `LC_MESSAGES`, `LANG` —
/// whether or not that locale is installed (most machines have only `C.UTF-8`, and the
/// course needs no locale to show a translation).
public enum LanguagePreference {
    /// The language code, lower case (`ru` for `ru_RU.UTF-8`); nil when nothing names one
    /// (unset, `C`, `POSIX`), so the course is shown in its original language.
    public static func preferred(option: String?, environment: [String: String]) -> String? {
        if let option, let code = code(in: option) { return code }
        // LANGUAGE is a list (`ru:en`); gettext ignores it under the C locale, but a learner who
        // sets it means it, and nothing here depends on the locale being installed.
        let listed = environment["LANGUAGE"]?.split(separator: ":").first.map(String.init)
        for value in [listed, environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]] {
            guard let value, !value.isEmpty else { continue }
            // The first variable set decides, as in setlocale: `LC_ALL=C` means no language.
            return code(in: value)
        }
        return nil
    }

    /// `ru_RU.UTF-8` → `ru`, `pt-BR` → `pt`, `zh` → `zh`; nil for `C`, `POSIX` and what is
    /// not a language code.
    public static func code(in value: String) -> String? {
        let head = value.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }.lowercased()
        guard head != "c", head != "posix", CourseManifest.isLanguageCode(head) else { return nil }
        return head
    }
}
