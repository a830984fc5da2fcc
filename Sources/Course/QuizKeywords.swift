/// The words that label a question's parts, in each language a course may be written in:
/// `Answer:`, `> Hint:`, `> Explanation:` and a checkpoint's `### Check:`. A lesson in any
/// language may use any of these forms (docs/lesson-format.md lists them), each followed by
/// an ASCII colon or the full-width `：` a Chinese or Japanese input method types. The quiz
/// heading and the exercise label are renamed in the front matter instead (`quiz:`,
/// `exercise:`).
public enum QuizKeywords {
    /// English word first, then its forms by language.
    public static let forms: [String: [(language: String, word: String)]] = [
        "Answer": [("en", "Answer"), ("ru", "Ответ"), ("uk", "Відповідь"), ("de", "Antwort"), ("fr", "Réponse"),
                   ("es", "Respuesta"), ("zh", "答案"), ("ja", "答え")],
        "Hint": [("en", "Hint"), ("ru", "Подсказка"), ("uk", "Підказка"), ("de", "Hinweis"), ("fr", "Indice"),
                 ("es", "Pista"), ("zh", "提示"), ("ja", "ヒント")],
        "Explanation": [("en", "Explanation"), ("ru", "Пояснение"), ("uk", "Пояснення"), ("de", "Erklärung"),
                        ("fr", "Explication"), ("es", "Explicación"), ("zh", "解释"), ("ja", "解説")],
        "Check": [("en", "Check"), ("ru", "Проверка"), ("uk", "Перевірка"), ("de", "Prüfung"), ("fr", "Vérification"),
                  ("es", "Comprobación"), ("zh", "检查"), ("ja", "確認")],
    ]

    /// Every form of the label whose English word is `english`; the word alone for another.
    public static func words(for english: Substring) -> [String] {
        forms[String(english)]?.map(\.word) ?? [String(english)]
    }
}
