/// Languages by their own names, as a learner looks for theirs in a list.
public enum LanguageNames {
    static let autonyms = [
        "en": "English", "ru": "Русский", "uk": "Українська", "de": "Deutsch", "fr": "Français", "es": "Español",
        "it": "Italiano", "pt": "Português", "pl": "Polski", "nl": "Nederlands", "tr": "Türkçe", "zh": "中文",
        "ja": "日本語", "ko": "한국어", "ar": "العربية", "he": "עברית", "hi": "हिन्दी", "cs": "Čeština", "sv": "Svenska",
    ]

    /// "Русский (ru)"; the code alone for a language not in the list.
    public static func describe(_ code: String) -> String {
        autonyms[code].map { "\($0) (\(code))" } ?? code
    }
}
