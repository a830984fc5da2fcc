/// The interface in Russian, in gettext's PO format: `msgid` is the English text the code
/// passes to `localized`, `msgstr` the Russian. A count has three forms, `msgstr[0]` for 1,
/// 21, 31… (урок), `msgstr[1]` for 2–4, 22–24… (урока), `msgstr[2]` for the rest (уроков).
/// `scripts/i18n-extract.py --missing` lists the texts still missing; `InterfaceCatalogueTests`
/// fail on any, and on a translation whose `{0}`… differ from its English.
/// Terms follow docs/russian-glossary.md, as the Russian lessons do.
extension InterfaceCatalogue {
    static let russian: InterfaceCatalogue = {
        do {
            return try InterfaceCatalogue(language: "ru", portableObject: russianCatalogueText, pluralRule: .eastSlavic,
                                          order: [.one, .few, .many], dayLabels: .dayFirst)
        } catch {
            // The tests parse it; a slip in it would show as an English interface, not a crash.
            return InterfaceCatalogue(language: "ru", pluralRule: .eastSlavic, dayLabels: .dayFirst)
        }
    }()
}

/// The whole Russian catalogue: the interface's words, then each family of live runs'.
public let russianCatalogueText = [russianPortableObject, russianLiveRunCore, russianCreational, russianStructural,
                                   russianBehavioral, russianCommunication, russianArchitecture, russianShapeGame, russianCommandLine]
    .joined(separator: "\n")

let russianPortableObject = #"""
msgid ""
msgstr ""
"Language: ru\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

# Sources/TutorApp/Command.swift
msgid "A session has at least one question."
msgstr "В сессии должен быть хотя бы один вопрос."

msgid "'{0}' needs a name after it, e.g. 'review {0} {1}'."
msgstr "После '{0}' нужно имя, например 'review {0} {1}'."

msgid "review takes: all, a number of questions, lesson ID, section NAME, tag TAG; not '{0}'."
msgstr "review принимает: all, число вопросов, lesson ID, section NAME, tag TAG; но не '{0}'."

msgid "Type the words to find after '/', e.g. '/shared instance'."
msgstr "Напишите после '/' слова для поиска, например '/shared instance'."

msgid "Type a command, or 'help' for the list."
msgstr "Введите команду; 'help' покажет их список."

msgid "'{0}' takes nothing after it; try just '{0}'."
msgstr "После '{0}' ничего не нужно; введите просто '{0}'."

msgid "open needs a lesson id or number, e.g. 'open 2' or 'open singleton'."
msgstr "open нужен id или номер урока, например 'open 2' или 'open singleton'."

msgid "page needs a page number, e.g. 'page 2'."
msgstr "page нужен номер страницы, например 'page 2'."

msgid "Pages are numbered from 1."
msgstr "Страницы нумеруются с 1."

msgid "search needs words to find, e.g. 'search shared instance'."
msgstr "search нужны слова для поиска, например 'search shared instance'."

msgid "go needs a link's number, e.g. 'go 2' for the link marked [2]."
msgstr "go нужен номер ссылки, например 'go 2' для ссылки с пометкой [2]."

msgid "Unknown command '{0}'. Type 'help' for the list."
msgstr "Неизвестная команда '{0}'. Список команд: 'help'."

msgid "Unknown command '{0}'. Did you mean: {1}? Type 'help' for the list."
msgstr "Неизвестная команда '{0}'. Может быть, {1}? Список команд: 'help'."

msgid "list the commands"
msgstr "список команд"

msgid "list every lesson with its number"
msgstr "все уроки с номерами"

msgid "every pattern: its intent, family and live run"
msgstr "все паттерны: назначение, группа и живой пример"

msgid "the lesson files the course skips, and why, at file:line"
msgstr "файлы уроков, которые курс пропускает, и почему (файл:строка)"

msgid "open a lesson"
msgstr "открыть урок"

msgid "next page, as an empty line does (into the next lesson at the end)"
msgstr "следующая страница, как и пустая строка (в конце — следующий урок)"

msgid "previous page; after 'go', the page the link was on"
msgstr "предыдущая страница; после 'go' — страница, где была ссылка"

msgid "follow the page's link n ([n] in the text)"
msgstr "перейти по ссылке n на странице ([n] в тексте)"

msgid "the introduction of this (or that) section"
msgstr "введение к этому (или указанному) разделу"

msgid "go to page n of this lesson"
msgstr "перейти на страницу n этого урока"

msgid "say which lesson and page you are on"
msgstr "сказать, какие сейчас урок и страница"

msgid "take this (or that) lesson's quiz"
msgstr "пройти тест этого (или указанного) урока"

msgid "open this lesson's live run (or the named one)"
msgstr "открыть живой пример этого урока (или указанный)"

msgid "list every live run and the lessons that teach it"
msgstr "все живые примеры и уроки, где они разбираются"

msgid "write this lesson's exercise (or the named one, or the next not done)"
msgstr "упражнение этого урока (или указанное, или следующее невыполненное)"

msgid "play the shape game (the case study)"
msgstr "игра с фигурами (разбор примера)"

msgid "self-quiz: the questions due for review, then new ones"
msgstr "самопроверка: вопросы к повторению, затем новые"

msgid "your reviews: cards by state, retention, forecast"
msgstr "ваши повторения: карточки по состояниям, запоминание, прогноз"

msgid "every page with these words (on screen: /words, then ] [)"
msgstr "все страницы с этими словами (на экране: /слова, затем ] [)"

msgid "show the course in another language (lang ru), or list its languages"
msgstr "показать курс на другом языке (lang en) или список его языков"

msgid "read the lessons folder again (for instructors)"
msgstr "перечитать папку уроков (для авторов курса)"

msgid "leave PatternTutor"
msgstr "выйти из PatternTutor"

# Sources/TutorApp/Core/AppReducer.swift
msgid "Could not reload: {0}"
msgstr "Не удалось перечитать: {0}"

msgid "Search went past the last page found; back to the first."
msgstr "Поиск прошёл последнюю найденную страницу; снова с первой."

msgid "Search went past the first page found; on from the last."
msgstr "Поиск прошёл первую найденную страницу; дальше с последней."

msgid "Long code lines now wrap (w cuts them again)."
msgstr "Длинные строки кода теперь переносятся (w снова обрезает их)."

msgid "Long code lines are cut again, ending in →."
msgstr "Длинные строки кода снова обрезаются и кончаются на →."

msgid "That was the last page of the course."
msgstr "Это была последняя страница курса."

msgid "Links are followed from a page: open a lesson, then 'go N' for the link marked [N]."
msgstr "Ссылки открываются со страницы: откройте урок, затем 'go N' для ссылки [N]."

msgid "This page has no links."
msgstr "На этой странице нет ссылок."

msgid "This page's links are numbered 1 to {0}."
msgstr "Ссылки на этой странице пронумерованы от 1 до {0}."

msgid "Link {0} leads outside the course: {1}"
msgstr "Ссылка {0} ведёт за пределы курса: {1}"

msgid "Link {0} leads to '{1}', which is no page of this course."
msgstr "Ссылка {0} ведёт на '{1}', а такой страницы в курсе нет."

msgid "No section '{0}': give its number, folder or title (the menu lists them)."
msgstr "Раздела '{0}' нет: укажите его номер, папку или название (они есть в меню)."

msgid "The section \"{0}\" has no introduction."
msgstr "У раздела «{0}» нет введения."

msgid "Shown in {0}; this course is in {1}. 'lang CODE' switches."
msgstr "Язык показа: {0}; курс доступен на языках: {1}. 'lang КОД' переключает."

msgid "This course is not offered in '{0}'; it is in {1}."
msgstr "Курса на языке '{0}' нет; он доступен на языках: {1}."

msgid "The course is already shown in {0}."
msgstr "Курс уже показан на языке: {0}."

msgid "There is no lesson {0}; the lessons are numbered 1 to {1}."
msgstr "Урока {0} нет; уроки пронумерованы от 1 до {1}."

msgid "No lesson '{0}'. Type 'lessons' to see them all."
msgstr "Урока '{0}' нет. Все уроки покажет 'lessons'."

msgid "No lesson '{0}'. Did you mean: {1}?"
msgstr "Урока '{0}' нет. Может быть, {1}?"

msgid "Open a lesson first, e.g. 'open 1'."
msgstr "Сначала откройте урок, например 'open 1'."

msgid "No page has \"{0}\"."
msgstr "Ни на одной странице нет «{0}»."

msgid "This is the first page of the course."
msgstr "Это первая страница курса."

msgid "\"{0}\" has no quiz."
msgstr "В уроке «{0}» нет теста."

msgid "\"{0}\" has no live run. Try 'demo <name>', e.g. 'demo object-pool'; 'demos' lists all {1}."
msgstr "У урока «{0}» нет живого примера. Попробуйте 'demo <имя>', например 'demo object-pool'; 'demos' покажет все ({1})."

msgid "Name a live run. Try 'demo <name>', e.g. 'demo object-pool'; 'demos' lists all {0}."
msgstr "Назовите живой пример: 'demo <имя>', например 'demo object-pool'; 'demos' покажет все ({0})."

msgid "No live run '{0}'. Type 'demos' to see them all."
msgstr "Живого примера '{0}' нет. Все примеры покажет 'demos'."

msgid "The layers could not start: {0}"
msgstr "Слои не запустились: {0}"

msgid "This course has no exercises."
msgstr "В этом курсе нет упражнений."

msgid "No exercise '{0}'. 'exercise' alone opens the next one not done."
msgstr "Упражнения '{0}' нет. Просто 'exercise' откроет следующее невыполненное."

msgid "No exercise '{0}'. Did you mean: {1}? 'exercise' alone opens the next one not done."
msgstr "Упражнения '{0}' нет. Может быть, {1}? Просто 'exercise' откроет следующее невыполненное."

msgid "Every other exercise is done."
msgstr "Все остальные упражнения выполнены."

msgid "\"{0}\" has no exercise; here is the next one not done."
msgstr "В уроке «{0}» нет упражнения; вот следующее невыполненное."

msgid "Now in {0}{1}. Your progress is the same in every language."
msgstr "Язык: {0}{1}. Прогресс общий для всех языков."

# Sources/TutorApp/Core/KeyTable.swift
msgid "quit"
msgstr "выход"

msgid "suspend (fg resumes)"
msgstr "приостановить (fg продолжит)"

msgid "repaint"
msgstr "перерисовать экран"

msgid "this help"
msgstr "эта справка"

msgid "a command (:help, :q)"
msgstr "команда (:help, :q)"

msgid "search the course"
msgstr "поиск по курсу"

# Sources/TutorApp/LearnerProgress.swift
msgid "quiz {0}/{1}, best {2}/{1}"
msgstr "тест {0}/{1}, лучший {2}/{1}"

msgid "quiz {0}/{1}"
msgstr "тест {0}/{1}"

msgid "quiz: {0} of {1} answered"
msgstr "тест: отвечено {0} из {1}"

msgid "{0} of {1} lessons done, {2} of {3} pages read"
msgstr "уроков пройдено: {0} из {1}, страниц прочитано: {2} из {3}"

msgid "{0} of {1} lessons done, {2} of {3} pages read, {4} of {5} questions right"
msgstr "уроков пройдено: {0} из {1}, страниц прочитано: {2} из {3}, верных ответов: {4} из {5}"

msgid "{0} of {1} lessons done, {2} of {3} pages read, {4} of {5} exercises done"
msgstr "уроков пройдено: {0} из {1}, страниц прочитано: {2} из {3}, упражнений выполнено: {4} из {5}"

msgid "{0} of {1} lessons done, {2} of {3} pages read, {4} of {5} questions right, {6} of {7} exercises done"
msgstr "уроков пройдено: {0} из {1}, страниц прочитано: {2} из {3}, верных ответов: {4} из {5}, упражнений выполнено: {6} из {7}"

msgid "exercise done"
msgstr "упражнение выполнено"

msgid "exercise to do"
msgstr "есть упражнение"

msgid "exercises {0}/{1}"
msgstr "упражнения {0}/{1}"

# Sources/TutorApp/ReviewPlanning.swift
msgid "No lesson '{0}'."
msgstr "Урока '{0}' нет."

msgid "The lesson '{0}' has no questions."
msgstr "В уроке '{0}' нет вопросов."

msgid "No section '{0}'. The sections are: {1}."
msgstr "Раздела '{0}' нет. Разделы: {1}."

msgid "No lesson is tagged '{0}'. The tags are: {1}."
msgstr "Нет уроков с тегом '{0}'. Теги: {1}."

msgid "No lesson is tagged '{0}'. ({1} tags; 'pattern-tutor quiz --tag list' shows them.)"
msgstr "Нет уроков с тегом '{0}'. (Тегов: {1}; их покажет 'pattern-tutor quiz --tag list'.)"

msgid "No lesson is tagged '{0}'. Did you mean: {1}? ({2} tags; 'pattern-tutor quiz --tag list' shows them.)"
msgstr "Нет уроков с тегом '{0}'. Может быть, {1}? (Тегов: {2}; их покажет 'pattern-tutor quiz --tag list'.)"

msgid "Self-quiz: nothing due now; the next review is due {0}."
msgstr "Самопроверка: сейчас повторять нечего; следующее повторение {0}."

msgid "Self-quiz: nothing due now."
msgstr "Самопроверка: сейчас повторять нечего."

msgid "No lesson there has a quiz, so there is nothing to review."
msgstr "Ни в одном из этих уроков нет теста, так что повторять нечего."

msgid "Nothing to review there now."
msgstr "Здесь сейчас повторять нечего."

msgid "Nothing to review now."
msgstr "Сейчас повторять нечего."

msgid "The next review there is due {0}."
msgstr "Следующее повторение здесь {0}."

msgid "The next review is due {0}."
msgstr "Следующее повторение {0}."

msgid "New questions come from the lessons you have read; {0} takes them from every lesson."
msgstr "Новые вопросы берутся из прочитанных уроков; {0} берёт их из всех уроков."

msgid "Questions join the self-quiz as you finish reading lessons; {0} takes them from every lesson now."
msgstr "Вопросы попадают в самопроверку, когда вы дочитываете урок; {0} возьмёт их из всех уроков сразу."

msgid "now"
msgstr "сейчас"

msgid "tomorrow ({0})"
msgstr "завтра ({0})"

# Sources/TutorApp/Runtime/AppRuntime.swift
msgid "Exercises are not available in this session."
msgstr "В этой сессии упражнения недоступны."

msgid "Open {0} in your editor; each save is checked."
msgstr "Откройте {0} в своём редакторе; каждое сохранение проверяется."

msgid "{0} The course goes on without saving."
msgstr "{0} Курс продолжается без сохранения."

msgid "this session has no lessons folder to read"
msgstr "у этой сессии нет папки уроков"

# Sources/TutorApp/Runtime/ExerciseService.swift
msgid "The lesson file holding this exercise changed since the course loaded: r reloads it."
msgstr "Файл урока с этим упражнением изменился после загрузки курса: r перечитает его."

msgid "cannot read {0}: {1}"
msgstr "не удаётся прочитать {0}: {1}"
# Sources/TutorApp/Runtime/PlainSession.swift
msgid "game> "
msgstr "игра> "

msgid "exercise> "
msgstr "упражнение> "

msgid "Type 'lessons' to list them, 'open 1' to start, 'help' for commands."
msgstr "'lessons' — список уроков, 'open 1' — начать, 'help' — команды."

msgid "Shown in {0}; also in {1} ('lang CODE' switches)."
msgstr "Язык: {0}; есть также: {1} ('lang КОД' переключает)."

msgid "Commands:"
msgstr "Команды:"

msgid "No turns yet."
msgstr "Ходов пока не было."

msgid "Turns, newest first:"
msgstr "Ходы, последние сверху:"

msgid "== Game over =="
msgstr "== Игра окончена =="

msgid "Press Enter to play again, or type q to quit."
msgstr "Enter — сыграть ещё раз, q — выйти."

msgid "Press Enter to play again, or type q to go back."
msgstr "Enter — сыграть ещё раз, q — вернуться."

msgid "== Exercise: {0} =="
msgstr "== Упражнение: {0} =="

msgid "-- Edit the file, then Enter or 'check' checks it; 'hint', 'solution', 'reset', 'path', 'lesson', 'next', 'back' --"
msgstr "-- Правьте файл, затем Enter или 'check' проверит его; также 'hint', 'solution', 'reset', 'path', 'lesson', 'next', 'back' --"

msgid "== Section {0}/{1}: {2} (introduction) =="
msgstr "== Раздел {0}/{1}: {2} (введение) =="

msgid "-- 'next' for lesson {0}: {1} --"
msgstr "-- 'next' — урок {0}: {1} --"

msgid "== Lesson {0}/{1}: {2} (page {3}/{4}) =="
msgstr "== Урок {0}/{1}: {2} (страница {3}/{4}) =="

msgid "'next' for a question on this page, then page {0}"
msgstr "'next' — вопрос по этой странице, затем страница {0}"

msgid "'next' for page {0}"
msgstr "'next' — страница {0}"

msgid "'next' for a question on this page, then its quiz or the next lesson"
msgstr "'next' — вопрос по этой странице, затем тест урока или следующий урок"

msgid "'next' for its quiz or the next lesson"
msgstr "'next' — тест урока или следующий урок"

msgid "'next' for a question on this page, then the next lesson"
msgstr "'next' — вопрос по этой странице, затем следующий урок"

msgid "'next' for the next lesson"
msgstr "'next' — следующий урок"

msgid "end of the course"
msgstr "конец курса"

msgid "; 'back' returns to the link's page"
msgstr "; 'back' вернёт на страницу со ссылкой"

msgid "-- page {0} of {1}; {2}{3} --"
msgstr "-- страница {0} из {1}; {2}{3} --"

msgid "Links ('go N' follows one):"
msgstr "Ссылки ('go N' открывает ссылку):"

msgid "lesson {0}, {1}, page {2}"
msgstr "урок {0}, {1}, страница {2}"

msgid "lesson {0}, {1}"
msgstr "урок {0}, {1}"

msgid "the introduction of {0}"
msgstr "введение к разделу {0}"

msgid "== {0}: a question before the next page =="
msgstr "== {0}: вопрос перед следующей страницей =="

msgid "== Self-quiz, results =="
msgstr "== Самопроверка: итоги =="

msgid "== {0}, results =="
msgstr "== {0}: итоги =="

msgid "== {0}, question {1}/{2} =="
msgstr "== {0}: вопрос {1}/{2} =="

msgid "an empty line or 'skip' to skip it"
msgstr "пустая строка или 'skip' — пропустить"

msgid "'stop' to leave"
msgstr "'stop' — выйти"

msgid "(type your answer; 'hint' for a hint, {0})"
msgstr "(введите ответ; 'hint' — подсказка, {0})"

msgid "(type your answer; {0})"
msgstr "(введите ответ; {0})"

msgid "('hint' for a hint, {0})"
msgstr "('hint' — подсказка, {0})"

msgid "(type the number of your answer; 'hint' for a hint, {0})"
msgstr "(введите номер ответа; 'hint' — подсказка, {0})"

msgid "(type the number of your answer; {0})"
msgstr "(введите номер ответа; {0})"

msgid "== Search: \"{0}\", {1} =="
msgstr "== Поиск: «{0}», {1} =="

msgid "-- Type a number to open that page, or any command --"
msgstr "-- Номер откроет страницу; можно ввести и любую команду --"

msgid "== End of lesson {0}: {1} =="
msgstr "== Конец урока {0}: {1} =="

msgid "== Self-quiz statistics ({0} due now) =="
msgstr "== Статистика самопроверки (к повторению сейчас: {0}) =="

msgid "Type 'review' to answer what is due, or any command."
msgstr "'review' — ответить на то, что пора повторить; можно ввести и любую команду."

msgid "== Live run: {0} ({1}) =="
msgstr "== Живой пример: {0} ({1}) =="

msgid "Commands: {0}; also help, state, reset, tour."
msgstr "Команды: {0}; а также help, state, reset, tour."

msgid "Type 'tour' to watch the point of the pattern, 'exit' to leave the live run."
msgstr "'tour' покажет суть паттерна, 'exit' — выйти из живого примера."

msgid "Here the layers cannot play; 'frame <seconds>' draws them at that instant, in ASCII."
msgstr "Здесь слои не проигрываются; 'frame <секунды>' нарисует их в этот момент, в ASCII."

msgid "== The shape game ({0}, {1} colours) =="
msgstr "== Игра с фигурами ({0}, цвета: {1}) =="

msgid "Right ({0} vs {1}): {2}, score {3}, streak {4}."
msgstr "Верно ({0} против {1}): {2}, счёт {3}, серия {4}."

msgid "Wrong ({0} vs {1}): {2}, score {3}, streak {4}."
msgstr "Неверно ({0} против {1}): {2}, счёт {3}, серия {4}."

msgid "Turn {0}: two {1}. Which is larger, 1 or 2?"
msgstr "Ход {0}: {1}, две фигуры. Какая больше, 1 или 2?"

msgid "They look alike here: one is larger by less than a character."
msgstr "Здесь они выглядят одинаково: они различаются меньше чем на символ."

msgid "type 'review'"
msgstr "введите 'review'"

# Sources/TutorApp/Screens/CheatSheet/CheatSheet.swift
msgid "No section of this course names a pattern family (a 'family:' line in its _section.md), so the cheat sheet is empty."
msgstr "Ни один раздел курса не называет группу паттернов (строка 'family:' в его _section.md), поэтому шпаргалка пуста."

msgid "Cheat sheet: {0}. Type a number to open that lesson, or 'demo ID' for a live run."
msgstr "Шпаргалка: {0}. Номер откроет урок, 'demo ID' — живой пример."

msgid "Live run: {0}."
msgstr "Живой пример: {0}."

msgid "{0}. Open one: pattern-tutor lesson <number>"
msgstr "{0}. Открыть: pattern-tutor lesson <номер>"

msgid "live run:"
msgstr "живой пример:"

# Sources/TutorApp/Screens/CheatSheet/CheatSheetScreen.swift
msgid "In the cheat sheet ({0}); Enter opens the highlighted pattern's lesson, d its live run, q goes back."
msgstr "В шпаргалке ({0}); Enter откроет урок выделенного паттерна, d — его живой пример, q — назад."

msgid "In the cheat sheet ({0}); type a pattern's number to open its lesson, or any command."
msgstr "В шпаргалке ({0}); номер паттерна откроет его урок; можно ввести и любую команду."

msgid "Cheat sheet"
msgstr "Шпаргалка"

msgid "\"{0}\" has no live run."
msgstr "У «{0}» нет живого примера."

msgid "open the pattern's lesson"
msgstr "открыть урок паттерна"

msgid "open its live run"
msgstr "открыть его живой пример"

msgid "back"
msgstr "назад"

# Sources/TutorApp/Screens/Exercise/ExerciseScreen.swift
msgid "Nothing changed."
msgstr "Ничего не изменилось."

msgid "Replace your file with the starter? Yours is kept as {0}.bak. y/n"
msgstr "Заменить ваш файл заготовкой? Ваш сохранится как {0}.bak. y/n"

msgid "The exercise is still opening."
msgstr "Упражнение ещё открывается."

msgid "This exercise has no hints."
msgstr "У этого упражнения нет подсказок."

msgid "That was the last hint; S shows the solution."
msgstr "Это была последняя подсказка; S покажет решение."

msgid "Show the solution before you have tried a check? y/n"
msgstr "Показать решение, не попробовав проверку? y/n"

msgid "Replace your file with the starter? Yours is kept as {0}.bak. Type yes or no."
msgstr "Заменить ваш файл заготовкой? Ваш сохранится как {0}.bak. Введите yes или no."

msgid "Your file: {0}"
msgstr "Ваш файл: {0}"

msgid "No file yet."
msgstr "Файла пока нет."

msgid "In the exercise \"{0}\" of \"{1}\"; your file is {2}."
msgstr "В упражнении «{0}» урока «{1}»; ваш файл: {2}."

msgid "In the exercise \"{0}\" of \"{1}\"."
msgstr "В упражнении «{0}» урока «{1}»."

msgid "checking…"
msgstr "проверка…"

msgid "Hint {0} of {1}"
msgstr "Подсказка {0} из {1}"

msgid "The starter is now your file: edit it in any editor (e opens $EDITOR); each save is checked."
msgstr "Теперь ваш файл — заготовка: правьте её в любом редакторе (e откроет $EDITOR); каждое сохранение проверяется."

msgid "Done: every check passes. N goes on to the next exercise."
msgstr "Готово: все проверки пройдены. N — к следующему упражнению."

msgid "scroll down (wheel too)"
msgstr "прокрутить вниз (и колесом)"

msgid "up"
msgstr "вверх"

msgid "a page down"
msgstr "на страницу вниз"

msgid "top"
msgstr "начало"

msgid "bottom"
msgstr "конец"

msgid "check the file now (saving it checks it too)"
msgstr "проверить файл сейчас (сохранение тоже проверяет)"

msgid "the next hint"
msgstr "следующая подсказка"

msgid "edit the file in $EDITOR"
msgstr "править файл в $EDITOR"

msgid "show the reference solution"
msgstr "показать эталонное решение"

msgid "reset the file to the starter (yours is kept as .bak)"
msgstr "вернуть файл к заготовке (ваш сохранится как .bak)"

msgid "read the exercise's lesson"
msgstr "прочитать урок упражнения"

msgid "the next exercise not done"
msgstr "следующее невыполненное упражнение"

# Sources/TutorApp/Screens/Exercise/ExerciseView.swift
msgid "done"
msgstr "готово"

msgid "errors"
msgstr "ошибки"

msgid "not checked"
msgstr "не проверено"

msgid "… checking your file"
msgstr "… проверяю ваш файл"

msgid "Not checked yet"
msgstr "Ещё не проверено"

msgid "Cannot open this exercise"
msgstr "Не удаётся открыть упражнение"

msgid "  (checking again…)"
msgstr "  (проверяю снова…)"

msgid "✓ Done: {0}"
msgstr "✓ Готово: {0}"

msgid "✗ Your file {0}"
msgstr "✗ Ваш файл: {0}"

msgid "Not checked: {0}"
msgstr "Не проверено: {0}"

msgid "Opening…"
msgstr "Открываю…"

msgid "Edit the file in your editor; each save checks it."
msgstr "Правьте файл в своём редакторе; каждое сохранение его проверяет."

msgid "Task"
msgstr "Задание"

msgid "h shows a hint ({0} left)."
msgstr "h покажет подсказку (осталось: {0})."

msgid "Reference solution (yours may differ and still pass)"
msgstr "Эталонное решение (ваше может отличаться и всё равно пройти)"

msgid "What the check found"
msgstr "Что нашла проверка"

msgid "Every check passes ({0} s)."
msgstr "Все проверки пройдены ({0} с)."

msgid "Your program printed:"
msgstr "Ваша программа вывела:"

msgid "Exercise {0} · {1}"
msgstr "Упражнение {0} · {1}"
# Sources/TutorApp/Screens/Game/GameScreen.swift
msgid "The shapes are side by side: ← and → pick."
msgstr "Фигуры стоят рядом: выбирайте ← и →."

msgid "In the shape game (from \"{0}\"): turn {1}, score {2}; q ends it."
msgstr "В игре с фигурами (из урока «{0}»): ход {1}, счёт {2}; q завершит игру."

msgid "In the shape game: turn {0}, score {1}; q ends it."
msgstr "В игре с фигурами: ход {0}, счёт {1}; q завершит игру."

msgid "Strategy: {0}, from the next turn (see the Strategy lesson)."
msgstr "Стратегия: {0}, со следующего хода (см. урок о Стратегии)."

msgid "Colours: {0} ({1}), given to the builder."
msgstr "Цвета: {0} ({1}), переданы строителю."

msgid "pick the first shape (or click it)"
msgstr "выбрать первую фигуру (или щёлкнуть по ней)"

msgid "pick the second shape"
msgstr "выбрать вторую фигуру"

msgid "pick the first, when the shapes are stacked"
msgstr "выбрать первую, когда фигуры одна над другой"

msgid "pick the second, when the shapes are stacked"
msgstr "выбрать вторую, когда фигуры одна над другой"

msgid "next strategy: squares, circles, mixed, triangles (the Strategy lesson)"
msgstr "следующая стратегия: квадраты, круги, вперемешку, треугольники (урок о Стратегии)"

msgid "next colour scheme, the settings a builder makes shapes with (the Builder lesson)"
msgstr "следующая цветовая схема — настройки, с которыми строитель делает фигуры (урок о Строителе)"

msgid "the turns so far, newest first"
msgstr "сделанные ходы, последние сверху"

msgid "end the game and see the summary"
msgstr "завершить игру и посмотреть итоги"

msgid "scroll the history down (wheel too)"
msgstr "прокрутить историю вниз (и колесом)"

msgid "scroll the history up"
msgstr "прокрутить историю вверх"

msgid "a page up"
msgstr "на страницу вверх"

msgid "the newest turn"
msgstr "последний ход"

msgid "play again"
msgstr "сыграть ещё раз"

msgid "back (or end, for the game on its own)"
msgstr "назад (или выход, если игра запущена отдельно)"

# Sources/TutorApp/Screens/Game/GameView.swift
msgid "{0}, next {1}"
msgstr "{0}, следующая: {1}"

msgid "turn {0} · {1} · {2}"
msgstr "ход {0} · {1} · {2}"

msgid "✓ Right  {0}   Score {1}"
msgstr "✓ Верно  {0}   Счёт {1}"

msgid "✗ Wrong  {0}   Score {1}"
msgstr "✗ Неверно  {0}   Счёт {1}"

msgid "Score"
msgstr "Счёт"

msgid "{0} Too close to see at this size: one is larger by less than a cell. A larger window shows more."
msgstr "{0} При таком размере разницы не видно: фигуры различаются меньше чем на клетку. В окне побольше видно лучше."

msgid "{0} Too close to see at this size: one is larger by less than a cell."
msgstr "{0} При таком размере разницы не видно: фигуры различаются меньше чем на клетку."

msgid "{0} Too close to see: one is larger by less than a cell."
msgstr "{0} Разницы не видно: фигуры различаются меньше чем на клетку."

msgid "{0} Too close to see at this size"
msgstr "{0} При таком размере разницы не видно"

msgid "{0} Too close to see"
msgstr "{0} Разницы не видно"

msgid "{0} too close"
msgstr "{0} почти равны"

msgid "no fill"
msgstr "без заливки"

msgid "plain {0} fill"
msgstr "простая заливка: {0}"

msgid "{0} {1} fill"
msgstr "заливка: {0}, {1}"

msgid "no outline"
msgstr "без контура"

msgid "plain outline"
msgstr "простой контур"

msgid "{0} outline"
msgstr "контур: {0}"

msgid "streak {0} · best score {1} · ever {2}"
msgstr "серия {0} · лучший счёт {1} · рекорд {2}"

msgid "streak {0} · best score {1}"
msgstr "серия {0} · лучший счёт {1}"

msgid "{0} pick the larger  s strategy  t colours  h history  ? keys  q end"
msgstr "{0} выберите бо́льшую  s стратегия  t цвета  h история  ? клавиши  q конец"

msgid "{0} pick  s t h  ? keys  q end"
msgstr "{0} выбор  s t h  ? клавиши  q конец"

msgid "{0} pick  ? keys  q end"
msgstr "{0} выбор  ? клавиши  q конец"

msgid "{0} pick  q end"
msgstr "{0} выбор  q конец"

msgid "{0} vs {1}"
msgstr "{0} против {1}"

msgid "tie"
msgstr "ничья"

msgid "the larger"
msgstr "бо́льшая"

msgid "the smaller"
msgstr "меньшая"

msgid "{0}  {1}{2}  picked {3} ({4}) {5}"
msgstr "{0}  {1}{2}  выбрана {3} ({4}) {5}"

msgid "No turns yet: pick a shape first."
msgstr "Ходов пока нет: сначала выберите фигуру."

msgid "({0}-{1} of {2})"
msgstr "({0}–{1} из {2})"

msgid "Turns, newest first"
msgstr "Ходы, последние сверху"

msgid "any key closes"
msgstr "любая клавиша закроет"

msgid "Score {0} · best this game {1}"
msgstr "Счёт {0} · лучший в этой игре {1}"

msgid "A new best score (it was {0})!"
msgstr "Новый рекорд (был {0})!"

msgid "All games: {0} played"
msgstr "Всего игр: {0}"

msgid "best score {0}"
msgstr "лучший счёт {0}"

msgid "{0} right"
msgstr "верно: {0}"

msgid "The same shapes again: pattern-tutor game --seed {0} --strategy {1}"
msgstr "Те же фигуры ещё раз: pattern-tutor game --seed {0} --strategy {1}"

msgid "Enter plays again · q quits"
msgstr "Enter — ещё раз · q — выход"

msgid "Enter plays again · q goes back"
msgstr "Enter — ещё раз · q — назад"

msgid "Game over"
msgstr "Игра окончена"

# Sources/TutorApp/Screens/LessonEnd/LessonEndScreen.swift
msgid "The lesson menu. ('lessons' lists them, 'open N' opens one.)"
msgstr "Меню уроков. ('lessons' — список, 'open N' — открыть урок.)"

msgid "At the end of \"{0}\": its quiz, the next lesson, or the menu."
msgstr "Конец урока «{0}»: тест, следующий урок или меню."

msgid "1-3 or ↑↓ Enter choose  Q quiz  n next lesson  m menu  Esc back to the page"
msgstr "1-3 или ↑↓ Enter выбор  Q тест  n следующий урок  m меню  Esc к странице"

msgid "1-3 choose  Esc back"
msgstr "1-3 выбор  Esc назад"

msgid "Esc back"
msgstr "Esc назад"

msgid "Lesson {0}/{1} · {2}"
msgstr "Урок {0}/{1} · {2}"

msgid "end"
msgstr "конец"

msgid "You have reached the end of \"{0}\"."
msgstr "Урок «{0}» прочитан до конца."

msgid "Next lesson: {0}"
msgstr "Следующий урок: {0}"

msgid "Back to the menu"
msgstr "Назад в меню"

msgid "Your first try at its quiz scored {0} of {1}; your best, {2}."
msgstr "Первая попытка теста: {0} из {1}; лучший результат: {2}."

msgid "Your first try at its quiz scored {0} of {1}."
msgstr "Первая попытка теста: {0} из {1}."

msgid "Last time you answered {0} of its {1} questions; taking it starts again from the first."
msgstr "В прошлый раз вы ответили на {0} вопросов из {1}; тест начнётся заново с первого."

msgid "Type a number, or 'quiz', 'next' or 'menu'; any other command works too."
msgstr "Введите номер или 'quiz', 'next', 'menu'; работают и любые другие команды."

msgid "A number or ↑↓ and Enter chooses; Esc goes back to the page."
msgstr "Выбор — номером или ↑↓ и Enter; Esc вернёт к странице."

msgid "take the lesson's quiz"
msgstr "пройти тест урока"

msgid "the next lesson"
msgstr "следующий урок"

msgid "back to the menu"
msgstr "назад в меню"

msgid "highlight the next option"
msgstr "выделить следующий вариант"

msgid "highlight the previous one"
msgstr "выделить предыдущий"

msgid "the highlighted option"
msgstr "выбрать выделенный вариант"

msgid "back to the lesson's last page"
msgstr "назад к последней странице урока"

# Sources/TutorApp/Screens/LiveRun/DemoView.swift
msgid "Live run · {0}"
msgstr "Живой пример · {0}"

msgid "  Tab state"
msgstr "  Tab состояние"

msgid "  Tab code"
msgstr "  Tab код"

msgid "{0}  ↑↓ history{1}  Esc back"
msgstr "{0}  ↑↓ история{1}  Esc назад"

msgid "{0}  Esc back"
msgstr "{0}  Esc назад"

msgid "Enter run  ↑↓ history  PgUp/PgDn code{0}  Esc back"
msgstr "Enter выполнить  ↑↓ история  PgUp/PgDn код{0}  Esc назад"

msgid "Enter run  ↑↓ history  PgUp/PgDn trace{0}  Esc back"
msgstr "Enter выполнить  ↑↓ история  PgUp/PgDn журнал{0}  Esc назад"

msgid "Enter run{0}  Esc back"
msgstr "Enter выполнить{0}  Esc назад"

msgid "Type a command ({0}…), help, or tour. Esc goes back."
msgstr "Введите команду ({0}…), help или tour. Esc — назад."

msgid "Type a command ({0}…), help, or tour. ^T puts the lesson's suggestions on the line. Esc goes back."
msgstr "Введите команду ({0}…), help или tour. ^T подставит команды, предложенные уроком. Esc — назад."

msgid "State"
msgstr "Состояние"

msgid "(nothing to show yet)"
msgstr "(пока показывать нечего)"

msgid "Key code · {0}"
msgstr "Ключевой код · {0}"

msgid "Key code"
msgstr "Ключевой код"

msgid "{0}, or type a command"
msgstr "{0} или введите команду"

# Sources/TutorApp/Screens/LiveRun/LiveRunScreen.swift
msgid "No lesson shows code for this live run yet."
msgstr "Ни один урок пока не показывает код этого живого примера."

msgid "Enter: step {0} of {1}"
msgstr "Enter: шаг {0} из {1}"

msgid "Esc goes back"
msgstr "Esc — назад"

msgid "'exit' goes back, 'quit' ends PatternTutor"
msgstr "'exit' — назад, 'quit' — выйти из PatternTutor"

msgid "In the {0} live run (from \"{1}\"); {2}."
msgstr "В живом примере «{0}» (из урока «{1}»); {2}."

msgid "In the {0} live run; {1}."
msgstr "В живом примере «{0}»; {1}."

msgid "Left the {0} live run; :demo {1} goes back to it as you left it."
msgstr "Вы вышли из живого примера «{0}»; :demo {1} вернёт в него, всё останется как было."

msgid "the layers at {0}:"
msgstr "слои в момент {0}:"

msgid "frame takes the seconds into the animation, from 0 to 1000, e.g. frame 0.5"
msgstr "frame принимает секунды от начала анимации, от 0 до 1000, например frame 0.5"

msgid "The lesson suggests no commands for this live run."
msgstr "Урок не предлагает команд для этого живого примера."

msgid "\"Try it\" {0} of {1}: Enter runs it, ^T shows the next."
msgstr "«Попробуйте» {0} из {1}: Enter выполнит, ^T покажет следующую."

msgid "The lesson suggests: {0}. 'try N' runs one."
msgstr "Урок предлагает: {0}. 'try N' выполнит одну из них."

msgid "try takes a number from 1 to {0}."
msgstr "try принимает число от 1 до {0}."

msgid "run the line typed"
msgstr "выполнить введённую строку"

msgid "the line typed before"
msgstr "предыдущая введённая строка"

msgid "the line typed after"
msgstr "следующая введённая строка"

msgid "the lesson's code, or the state panel"
msgstr "код урока или панель состояния"

msgid "put the lesson's next \"Try it\" command on the line"
msgstr "подставить следующую команду из «Попробуйте» урока"

msgid "scroll the trace (or the code) up; wheel too"
msgstr "прокрутить журнал (или код) вверх; и колесом"

msgid "scroll the trace (or the code) down"
msgstr "прокрутить журнал (или код) вниз"

msgid "empty the line; on an empty line, go back"
msgstr "очистить строку; на пустой строке — назад"

msgid "edit the line (every other key is typed; :help runs an app command)"
msgstr "правка строки (остальные клавиши вводятся; :help — команда приложения)"

# Sources/TutorApp/Screens/LiveRun/LiveRuns.swift
msgid "No live run or lesson '{0}'. Type 'demos' to see them all."
msgstr "Нет ни живого примера, ни урока '{0}'. Все примеры покажет 'demos'."

msgid "No live run or lesson '{0}'. Did you mean: {1}? 'demos' lists them all."
msgstr "Нет ни живого примера, ни урока '{0}'. Может быть, {1}? 'demos' покажет все."

# Sources/TutorApp/Screens/LiveRunList/LiveRunList.swift
msgid "no lesson opens it"
msgstr "ни один урок его не открывает"

msgid "lessons {0}"
msgstr "уроки {0}"

msgid "There is no live run {0}; they are numbered 1 to {1}."
msgstr "Живого примера {0} нет; они пронумерованы от 1 до {1}."

msgid "In the list of live runs ({0}); Enter opens the highlighted one, l its lesson, q goes back."
msgstr "В списке живых примеров ({0}); Enter откроет выделенный, l — его урок, q — назад."

msgid "In the list of live runs ({0}); type a number or an id to open one, or any command."
msgstr "В списке живых примеров ({0}); номер или id откроет пример; можно ввести и любую команду."

msgid "Live runs"
msgstr "Живые примеры"

msgid "No lesson opens the {0} live run."
msgstr "Ни один урок не открывает живой пример «{0}»."

msgid "open the live run"
msgstr "открыть живой пример"

msgid "the lesson that teaches it"
msgstr "урок, где он разбирается"
# Sources/TutorApp/Screens/Menu/MenuScreen.swift
msgid "In the lesson menu of {0} (course id {1}, {2} lessons, shown in {3})."
msgstr "В меню уроков курса «{0}» (id курса {1}, уроков: {2}, язык: {3})."

msgid "{0}/{1} lessons done"
msgstr "пройдено уроков: {0}/{1}"

msgid "No lessons found in {0}."
msgstr "В {0} не найдено уроков."

msgid "Continue: {0}, page {1} of {2} (C)"
msgstr "Продолжить: {0}, страница {1} из {2} (C)"

msgid "Start with lesson 1: {0} (Enter)"
msgstr "Начните с урока 1: {0} (Enter)"

msgid "exercise to do: {0}"
msgstr "упражнение: {0}"

msgid "marks: lesson not started, started, done"
msgstr "метки: урок не начат, начат, пройден"

msgid "mark: the lesson has a live run (d opens it)"
msgstr "метка: у урока есть живой пример (d откроет его)"

msgid "a section's lessons done"
msgstr "пройденные уроки раздела"

msgid "not translated yet: shown in the course's own language"
msgstr "ещё не переведён: показан на исходном языке курса"

msgid "next lesson (wheel scrolls)"
msgstr "следующий урок (колесо прокручивает)"

msgid "previous lesson"
msgstr "предыдущий урок"

msgid "a page of lessons down"
msgstr "на страницу уроков вниз"

msgid "a page of lessons up"
msgstr "на страницу уроков вверх"

msgid "first lesson"
msgstr "первый урок"

msgid "last lesson"
msgstr "последний урок"

msgid "open the lesson"
msgstr "открыть урок"

msgid "continue where you left off (the top line says where)"
msgstr "продолжить с того же места (оно указано в верхней строке)"

msgid "its section's introduction (a click on a section does too)"
msgstr "введение к его разделу (или щелчок по разделу)"

msgid "self-quiz: what is due, then new questions"
msgstr "самопроверка: сначала повторение, затем новые вопросы"

msgid "self-quiz statistics"
msgstr "статистика самопроверки"

msgid "the highlighted lesson's live run"
msgstr "живой пример выделенного урока"

msgid "every live run"
msgstr "все живые примеры"

msgid "cheat sheet: every pattern's intent and live run"
msgstr "шпаргалка: назначение и живой пример каждого паттерна"

msgid "the highlighted lesson's exercise (or the next not done)"
msgstr "упражнение выделенного урока (или следующее невыполненное)"

msgid "reload the lessons after an edit"
msgstr "перечитать уроки после правки"

msgid "the lesson files the course skips, and why"
msgstr "файлы уроков, которые курс пропускает, и почему"

msgid "quit PatternTutor"
msgstr "выйти из PatternTutor"

# Sources/TutorApp/Screens/Problems/ProblemsScreen.swift
msgid "↑↓ move  r reload  ? help  q back"
msgstr "↑↓ выбор  r перечитать  ? справка  q назад"

msgid "r reload  q back"
msgstr "r перечитать  q назад"

msgid "q back"
msgstr "q назад"

msgid "Problems"
msgstr "Ошибки курса"

msgid "{0} broke: fix it, then r takes you back to it."
msgstr "{0} сломан: исправьте его, и r вернёт вас к нему."

msgid "Every lesson file loads: the course has no problems."
msgstr "Все файлы уроков загружаются: ошибок в курсе нет."

msgid "Each file below is skipped for these errors; fix them, then reload (r)."
msgstr "Файлы ниже пропущены из-за этих ошибок; исправьте их и перечитайте курс (r)."

# Sources/TutorApp/Screens/Quiz/QuizSession.swift
msgid "Choose at least one answer first: its number, or Space on the highlighted one."
msgstr "Сначала выберите хотя бы один ответ: номером или пробелом на выделенном."

msgid "Choose an answer first: its number, or ↑↓ to pick one."
msgstr "Сначала выберите ответ: номером или стрелками ↑↓."

msgid "Easy is for answers given without the hint; this one stays Hard. Press Enter to go on."
msgstr "«Легко» — для ответов без подсказки; этот остаётся «Трудно». Enter — дальше."

msgid "Only a typed answer can be claimed right; a choice is checked as it stands. Press Enter to go on."
msgstr "Засчитать как верный можно только введённый ответ; выбор варианта проверяется как есть. Enter — дальше."

msgid "Answer with one choice number, or 'hint', or {0}."
msgstr "Ответьте номером варианта, 'hint' или {0}."

msgid "Answer with one choice number, or {0}."
msgstr "Ответьте номером варианта или {0}."

msgid "Type your answer, or 'hint', or {0}."
msgstr "Введите ответ, 'hint' или {0}."

msgid "Type your answer, or {0}."
msgstr "Введите ответ или {0}."

msgid "Answer with a choice number (several for a multiple choice), or 'hint', or {0}."
msgstr "Ответьте номером варианта (несколькими, если верных несколько), 'hint' или {0}."

msgid "Answer with a choice number (several for a multiple choice), or {0}."
msgstr "Ответьте номером варианта (несколькими, если верных несколько) или {0}."

msgid "In the self-quiz: question {0} of {1}."
msgstr "Самопроверка: вопрос {0} из {1}."

msgid "In the quiz of \"{0}\": question {1} of {2}."
msgstr "Тест урока «{0}»: вопрос {1} из {2}."

msgid "At the check on page {0} of \"{1}\"; Esc skips it."
msgstr "Контрольный вопрос на странице {0} урока «{1}»; Esc пропустит его."

msgid "Skipped the question; the next page follows."
msgstr "Вопрос пропущен; дальше следующая страница."

msgid "Self-quiz closed; nothing was answered."
msgstr "Самопроверка закрыта; ответов не было."

msgid "Self-quiz closed."
msgstr "Самопроверка закрыта."

msgid "Quiz closed."
msgstr "Тест закрыт."

msgid "Marked easy: it will come back later than it would have."
msgstr "Отмечено «Легко»: вопрос вернётся позже, чем вернулся бы."

msgid "toggle the highlighted choice"
msgstr "отметить или снять выделенный вариант"

msgid "next choice; after an answer, scroll"
msgstr "следующий вариант; после ответа — прокрутка"

msgid "previous choice; after an answer, scroll"
msgstr "предыдущий вариант; после ответа — прокрутка"

msgid "the hint (Tab, while typing an answer)"
msgstr "подсказка (Tab, пока вводите ответ)"

msgid "check the answer; then the next question"
msgstr "проверить ответ; затем следующий вопрос"

msgid "after a right answer: it was easy"
msgstr "после верного ответа: было легко"

msgid "after a typed answer marked wrong: I was right (it counts, rated Hard)"
msgstr "после введённого ответа, признанного неверным: я был прав (засчитывается с оценкой «Трудно»)"

msgid "results: answer the missed ones again"
msgstr "итоги: ответить заново на ошибочные"

msgid "scroll up"
msgstr "прокрутить вверх"

msgid "after an answer and on the results: the top"
msgstr "после ответа и в итогах: в начало"

msgid "the bottom"
msgstr "в конец"

msgid "at a checkpoint: back to the page, to read it again"
msgstr "на контрольном вопросе: назад к странице, перечитать её"

msgid "leave the quiz; skip a checkpoint (while typing an answer, Esc empties it first)"
msgstr "выйти из теста; пропустить контрольный вопрос (при вводе ответа Esc сначала очищает его)"

# Sources/TutorApp/Screens/Quiz/QuizView.swift
msgid "Before the next page, a question on this one (Esc skips it):"
msgstr "Перед следующей страницей — вопрос по этой (Esc пропустит его):"

msgid "(several answers: type their numbers, e.g. 1 3)"
msgstr "(несколько ответов: введите их номера, например 1 3)"

msgid "(several answers: Space or a number toggles)"
msgstr "(несколько ответов: пробел или номер отмечает)"

msgid "Your answer: "
msgstr "Ваш ответ: "

msgid "Hint"
msgstr "Подсказка"

msgid "✓ Right."
msgstr "✓ Верно."

msgid "✗ Not quite."
msgstr "✗ Не совсем."

msgid "Accepted as a near spelling: it is spelt \"{0}\"."
msgstr "Засчитано как близкое написание; правильно — «{0}»."

msgid "You said your answer was right: it counts, rated Hard, and the claim is kept with your answer (progress --export shows it to the course's author)."
msgstr "Вы отметили свой ответ как верный: он засчитан с оценкой «Трудно», а отметка сохранена вместе с ответом (progress --export покажет её автору курса)."

msgid "A second try: practice, so it does not move the question's review schedule."
msgstr "Вторая попытка — это тренировка: расписание повторения вопроса не меняется."

msgid "Correct: {0}; you chose {1}."
msgstr "Верно: {0}; вы выбрали {1}."

msgid "From the lesson \"{0}\"."
msgstr "Из урока «{0}»."

msgid "the next page"
msgstr "следующая страница"

msgid "the next question"
msgstr "следующий вопрос"

msgid "the results"
msgstr "итоги"

msgid "(press Enter for {0}, or type easy if it was easy)"
msgstr "(Enter — {0}; введите easy, если было легко)"

msgid "(press Enter for {0}, or type right if your answer was right)"
msgstr "(Enter — {0}; введите right, если ваш ответ был верным)"

msgid "(press Enter for {0})"
msgstr "(Enter — {0})"

msgid "(e: it was easy · any other key: next page)"
msgstr "(e: было легко · любая другая клавиша: следующая страница)"

msgid "(!: my answer was right · any other key: next page)"
msgstr "(!: мой ответ верный · любая другая клавиша: следующая страница)"

msgid "(any other key: next page)"
msgstr "(любая другая клавиша: следующая страница)"

msgid "next question"
msgstr "следующий вопрос"

msgid "results"
msgstr "итоги"

msgid "(e: it was easy · q: leave · any other key: {0})"
msgstr "(e: было легко · q: выйти · любая другая клавиша: {0})"

msgid "(!: my answer was right · q: leave · any other key: {0})"
msgstr "(!: мой ответ верный · q: выйти · любая другая клавиша: {0})"

msgid "(q: leave · any other key: {0})"
msgstr "(q: выйти · любая другая клавиша: {0})"

msgid "Retry: {0} of {1} right"
msgstr "Повтор: верно {0} из {1}"

msgid "Practice: the quiz's score stays the first try's, {0} of {1}."
msgstr "Тренировка: результатом теста остаётся первая попытка, {0} из {1}."

msgid "Practice: the quiz's score stays the first try's."
msgstr "Тренировка: результатом теста остаётся первая попытка."

msgid "Score: {0} of {1}"
msgstr "Результат: {0} из {1}"

msgid "Every answer right."
msgstr "Все ответы верны."

msgid "Missed:"
msgstr "Ошибки:"

msgid "Press Enter to go back to the lesson."
msgstr "Enter — вернуться к уроку."

msgid "Any key goes back to the lesson."
msgstr "Любая клавиша вернёт к уроку."

msgid "Type 'retry' to answer the missed ones again; anything else goes back to the lesson."
msgstr "'retry' — ответить заново на ошибочные; всё остальное вернёт к уроку."

msgid "r retries the missed ones; any other key goes back to the lesson."
msgstr "r — ответить заново на ошибочные; любая другая клавиша вернёт к уроку."

msgid "Retry: {0} right, {1} wrong, of {2} answered"
msgstr "Повтор: из {2} ответов верно {0}, неверно {1}"

msgid "{0} right, {1} wrong, of {2} answered"
msgstr "Из {2} ответов верно {0}, неверно {1}"

msgid "Practice: these answers do not move the schedule; each question comes back when its first answer said."
msgstr "Тренировка: эти ответы не меняют расписание; каждый вопрос вернётся тогда, когда назначил первый ответ."

msgid "Next review of each question:"
msgstr "Следующее повторение каждого вопроса:"

msgid "not saved"
msgstr "не сохранено"

msgid "Every answer right: nothing to read again."
msgstr "Все ответы верны: перечитывать нечего."

msgid "Read again:"
msgstr "Перечитайте:"

msgid "Anything ends the session."
msgstr "Что угодно завершит сессию."

msgid "Anything goes back."
msgstr "Что угодно вернёт назад."

msgid "Any key ends the session."
msgstr "Любая клавиша завершит сессию."

msgid "Any key goes back."
msgstr "Любая клавиша вернёт назад."

msgid "Type a number to open that lesson; 'retry' answers the missed ones again; anything else ends the session."
msgstr "Номер откроет урок; 'retry' — ответить заново на ошибочные; всё остальное завершит сессию."

msgid "Type a number to open that lesson; 'retry' answers the missed ones again; anything else goes back."
msgstr "Номер откроет урок; 'retry' — ответить заново на ошибочные; всё остальное вернёт назад."

msgid "A number opens that lesson; r retries the missed ones; any other key ends the session."
msgstr "Номер откроет урок; r — ответить заново на ошибочные; любая другая клавиша завершит сессию."

msgid "A number opens that lesson; r retries the missed ones; any other key goes back."
msgstr "Номер откроет урок; r — ответить заново на ошибочные; любая другая клавиша вернёт назад."

msgid "Answer: {0}"
msgstr "Ответ: {0}"

msgid "Answer: {0} (also accepted: {1})"
msgstr "Ответ: {0} (принимается также: {1})"

msgid "page {0}"
msgstr "страница {0}"

msgid "practice {0}/{1}"
msgstr "тренировка {0}/{1}"

msgid "question {0}/{1}"
msgstr "вопрос {0}/{1}"

msgid "Quiz · {0}"
msgstr "Тест · {0}"

msgid "Check · {0}"
msgstr "Проверка · {0}"

msgid "Self-quiz"
msgstr "Самопроверка"

msgid "Self-quiz · {0}"
msgstr "Самопроверка · {0}"

msgid "↑↓ scroll"
msgstr "↑↓ прокрутка"

msgid "r retry missed"
msgstr "r повторить ошибки"

msgid "1-9 read again"
msgstr "1-9 перечитать"

msgid "q ends"
msgstr "q конец"

msgid "any key ends"
msgstr "любая клавиша — конец"

msgid "any key back"
msgstr "любая клавиша — назад"

msgid "any other key ends"
msgstr "любая другая — конец"

msgid "any other key back"
msgstr "любая другая — назад"

msgid "1-9 open"
msgstr "1-9 открыть"

msgid "r retry"
msgstr "r повтор"

msgid "r retry missed  any key back"
msgstr "r повторить ошибки  любая клавиша — назад"

msgid "e easy"
msgstr "e легко"

msgid "! I was right"
msgstr "! я прав"

msgid "any other key: next page"
msgstr "любая другая: следующая страница"

msgid "any key: on"
msgstr "любая клавиша: дальше"

msgid "q leave  any other key: next"
msgstr "q выйти  любая другая: дальше"

msgid "q leave  any other key: results"
msgstr "q выйти  любая другая: итоги"

msgid "q leave"
msgstr "q выйти"

msgid "PgUp/PgDn scroll"
msgstr "PgUp/PgDn прокрутка"

msgid "Esc skip"
msgstr "Esc пропустить"

msgid "Esc leave"
msgstr "Esc выйти"

msgid "q skip"
msgstr "q пропустить"

msgid "Tab hint"
msgstr "Tab подсказка"

msgid "h hint"
msgstr "h подсказка"

msgid "type the answer  Enter submit  {0}{1}{2}"
msgstr "введите ответ  Enter отправить  {0}{1}{2}"

msgid "Enter submit  {0}{1}"
msgstr "Enter отправить  {0}{1}"

msgid "Enter submit  {0}"
msgstr "Enter отправить  {0}"

msgid "1-9 or ↑↓ choose  Enter submit  {0}{1}{2}"
msgstr "1-9 или ↑↓ выбор  Enter отправить  {0}{1}{2}"

msgid "↑↓ choose  Enter submit  {0}{1}"
msgstr "↑↓ выбор  Enter отправить  {0}{1}"

msgid "1-9 or Space toggle  ↑↓ move  Enter submit  {0}{1}{2}"
msgstr "1-9 или Space отметить  ↑↓ выбор  Enter отправить  {0}{1}{2}"

msgid "Space toggle  Enter submit  {0}{1}"
msgstr "Space отметить  Enter отправить  {0}{1}"
# Sources/TutorApp/Screens/Reader/ReaderScreen.swift
msgid "In this section"
msgstr "В этом разделе"

msgid "Nothing searched for yet: / and the words searches the course."
msgstr "Поиска ещё не было: / и слова ищут по курсу."

msgid "The introduction of section {0}, \"{1}\"."
msgstr "Введение к разделу {0}, «{1}»."

msgid "Lesson {0} of {1}, \"{2}\": page {3} of {4}, \"{5}\"."
msgstr "Урок {0} из {1}, «{2}»: страница {3} из {4}, «{5}»."

msgid "q menu"
msgstr "q меню"

msgid "n/p page  ↑↓ scroll  Space more  ? help  {0}"
msgstr "n/p страница  ↑↓ прокрутка  Space дальше  ? справка  {0}"

msgid "n/p page  ? help  {0}"
msgstr "n/p страница  ? справка  {0}"

msgid "? help  {0}"
msgstr "? справка  {0}"

msgid "all"
msgstr "всё"

msgid "Section {0}/{1} · {2}"
msgstr "Раздел {0}/{1} · {2}"

msgid "introduction"
msgstr "введение"

msgid "page {0}/{1}"
msgstr "страница {0}/{1}"

msgid "scroll down"
msgstr "прокрутить вниз"

msgid "up (wheel too)"
msgstr "вверх (и колесом)"

msgid "page down; at the end, the next page"
msgstr "экран вниз; в конце — следующая страница"

msgid "page down"
msgstr "экран вниз"

msgid "bottom of the page"
msgstr "в конец страницы"

msgid "next"
msgstr "следующая"

msgid "previous page (across lessons)"
msgstr "предыдущая страница (и в прошлом уроке)"

msgid "previous"
msgstr "предыдущая"

msgid "this lesson's quiz"
msgstr "тест этого урока"

msgid "this lesson's live run"
msgstr "живой пример этого урока"

msgid "this lesson's exercise: write the pattern"
msgstr "упражнение урока: напишите паттерн сами"

msgid "wrap long code lines, or cut them"
msgstr "переносить длинные строки кода или обрезать их"

msgid "back: to a link's page, or the menu"
msgstr "назад: к странице со ссылкой или в меню"

# Sources/TutorApp/Screens/Search/SearchScreen.swift
msgid "Type a number from 1 to {0}, or any command."
msgstr "Введите число от 1 до {0} или любую команду."

msgid "In the search results."
msgstr "В результатах поиска."

msgid "{0}. {1} · page {2} {3}"
msgstr "{0}. {1} · страница {2} {3}"

msgid "Search · \"{0}\""
msgstr "Поиск · «{0}»"

msgid "next page found"
msgstr "следующая найденная страница"

msgid "previous page found"
msgstr "предыдущая найденная страница"

msgid "a screen of results down"
msgstr "на экран результатов вниз"

msgid "first result"
msgstr "первый результат"

msgid "last result"
msgstr "последний результат"

msgid "open the page, the words marked (] [ go on from there)"
msgstr "открыть страницу с выделенными словами (] [ ищут дальше)"

# Sources/TutorApp/Screens/Stage/StageScreen.swift
msgid "In the Factory Method live run, animated (from \"{0}\"); q goes back."
msgstr "В анимированном живом примере Фабричного метода (из урока «{0}»); q — назад."

msgid "In the Factory Method live run, animated; q goes back."
msgstr "В анимированном живом примере Фабричного метода; q — назад."

msgid "playing at ×{0}"
msgstr "воспроизведение ×{0}"

msgid "paused at {0}; . steps one frame"
msgstr "пауза на {0}; . — на кадр вперёд"

msgid "speed goes from 0.125 to 4, e.g. speed 0.5"
msgstr "скорость от 0.125 до 4, например speed 0.5"

msgid "speed ×{0}"
msgstr "скорость ×{0}"

msgid "showing each layer's timing curve"
msgstr "показаны кривые времени каждого слоя"

msgid "back to the layers"
msgstr "снова слои"

msgid "curve on, curve off, or curve <kind>"
msgstr "curve on, curve off или curve <вид>"

msgid "the factory knows {0}"
msgstr "фабрика знает: {0}"

msgid "the stage holds 9 layers (keys 1 to 9)"
msgstr "на сцене помещается 9 слоёв (клавиши 1–9)"

msgid "AnimatableLayerFactory.layer(withFrame: frame, animation: .{0}) made layer {1}"
msgstr "AnimatableLayerFactory.layer(withFrame: frame, animation: .{0}) создал слой {1}"

msgid "the caller named only the kind; the class stays private"
msgstr "вызывающий код назвал только вид; класс остаётся закрытым"

msgid "commands: {0}"
msgstr "команды: {0}"

msgid "keys: Space play/pause, . step, +/- speed, 1-9 layers, c curves, Tab code, ? help, q back"
msgstr "клавиши: Space пуск/пауза, . шаг, +/- скорость, 1-9 слои, c кривые, Tab код, ? справка, q назад"

msgid "{0} {1} (off)"
msgstr "{0} {1} (выкл.)"

msgid "at {0}, ×{1}, paused; layers: {2}"
msgstr "{0}, ×{1}, пауза; слои: {2}"

msgid "at {0}, ×{1}; layers: {2}"
msgstr "{0}, ×{1}; слои: {2}"

msgid "unknown or incomplete '{0}': {1}"
msgstr "неизвестная или неполная команда '{0}': {1}"

msgid " and "
msgstr " и "

msgid "the creators are {0}, e.g. row fading 2"
msgstr "создатели: {0}, например row fading 2"

msgid "row {0} <n>: how many layers, e.g. row {0} 2"
msgstr "row {0} <n>: сколько слоёв, например row {0} 2"

msgid "the stage holds 9 layers (keys 1 to 9): room for {0} more"
msgstr "на сцене помещается 9 слоёв (клавиши 1–9): места ещё для {0}"

msgid "{0}.startLayers made layer {1} via its factory method"
msgstr "{0}.startLayers создал слой {1} своим фабричным методом"

msgid "{0}.startLayers made layers {1}-{2} via its factory method"
msgstr "{0}.startLayers создал слои {1}–{2} своим фабричным методом"

msgid "the creator's own code never names the class; {0} decides it"
msgstr "код создателя нигде не называет класс; его выбирает {0}"

msgid "layer <n> on, or layer <n> off"
msgstr "layer <n> on или layer <n> off"

msgid "no layer '{0}': layers are 1 to {1}"
msgstr "слоя '{0}' нет: слои от 1 до {1}"

msgid "layer {0} ({1}) on"
msgstr "слой {0} ({1}) включён"

msgid "layer {0} ({1}) off"
msgstr "слой {0} ({1}) выключен"

msgid "stage: "
msgstr "сцена: "

msgid "play or pause"
msgstr "пуск или пауза"

msgid "one frame on (pauses)"
msgstr "на кадр вперёд (с паузой)"

msgid "faster"
msgstr "быстрее"

msgid "slower"
msgstr "медленнее"

msgid "the timing curves, or the layers"
msgstr "кривые времени или слои"

msgid "the lesson's code, or the layers"
msgstr "код урока или слои"

msgid "scroll the code up"
msgstr "прокрутить код вверх"

msgid "scroll the code down"
msgstr "прокрутить код вниз"

# Sources/TutorApp/Screens/Stage/StageView.swift
msgid "paused {0} ×{1}"
msgstr "пауза {0} ×{1}"

msgid "Live run · Factory Method: layers from AnimatableLayerFactory"
msgstr "Живой пример · Фабричный метод: слои из AnimatableLayerFactory"

msgid "Space play"
msgstr "Space пуск"

msgid "Space pause"
msgstr "Space пауза"

msgid "  Tab layers"
msgstr "  Tab слои"

msgid "{0}  . step  +/- speed  1-{1} layers  c curves{2}  : command  ? help  q back"
msgstr "{0}  . шаг  +/- скорость  1-{1} слои  c кривые{2}  : команда  ? справка  q назад"

msgid "{0}  . step  c curves{1}  ? help  q back"
msgstr "{0}  . шаг  c кривые{1}  ? справка  q назад"

msgid "{0}  ? help  q back"
msgstr "{0}  ? справка  q назад"

msgid "linear"
msgstr "линейная"

# Sources/TutorApp/Screens/Stats/StatsScreen.swift
msgid "In the self-quiz statistics; q goes back."
msgstr "В статистике самопроверки; q — назад."

msgid "In the self-quiz statistics; type any command."
msgstr "В статистике самопроверки; введите любую команду."

msgid "↑↓ scroll  Q review now  q back"
msgstr "↑↓ прокрутка  Q повторить сейчас  q назад"

msgid "↑↓ scroll  q back"
msgstr "↑↓ прокрутка  q назад"

msgid "Cards: {0} new · {1} learning · {2} review · {3} relearning"
msgstr "Карточки: новые {0} · изучаются {1} · на повторении {2} · переучиваются {3}"

msgid "Retention, last {0} days: {1}% ({2} of {3} reviews of learned cards recalled)"
msgstr "Запоминание за {0} дн.: {1}% (вспомнено {2} из {3} повторений изученных карточек)"

msgid "Retention, last {0} days: none yet (it counts reviews of cards already learned)"
msgstr "Запоминание за {0} дн.: пока нет данных (считаются повторения уже изученных карточек)"

msgid "Reviews per day, last {0} days: {1} today, {2} in the last 7 days, {3} in all"
msgstr "Повторений в день за {0} дн.: сегодня {1}, за 7 дней {2}, всего {3}"

msgid "Reviews due, next {0} days: {1} today (overdue ones count today), {2} tomorrow, {3} in the next 7 days"
msgstr "Предстоящие повторения на {0} дн.: сегодня {1} (включая просроченные), завтра {2}, за 7 дней {3}"

msgid "Self-quiz statistics"
msgstr "Статистика самопроверки"

msgid "self-quiz: answer what is due"
msgstr "самопроверка: ответить на то, что пора повторить"

# Sources/TutorApp/Views/AppView.swift
msgid "Please enlarge the window: it needs at least {0}x{1} and is {2}x{3}. Press q to quit."
msgstr "Увеличьте окно: нужно не меньше {0}x{1}, сейчас {2}x{3}. q — выход."

msgid "Keys"
msgstr "Клавиши"

msgid "Keys {0}-{1} of {2}"
msgstr "Клавиши {0}–{1} из {2}"

msgid "↑↓ scroll · other keys close"
msgstr "↑↓ прокрутка · другие клавиши закроют"

msgid "Commands after ':'"
msgstr "Команды после ':'"

# Sources/TutorApp/Views/CourseListing.swift
msgid "(not translated: {0})"
msgstr "(не переведён: {0})"

# Plurals: msgstr[0] for 1, 21…; msgstr[1] for 2–4, 22–24…; msgstr[2] for 0, 5–20, 25…
msgid "This lesson has {0} page."
msgid_plural "This lesson has {0} pages."
msgstr[0] "В этом уроке {0} страница."
msgstr[1] "В этом уроке {0} страницы."
msgstr[2] "В этом уроке {0} страниц."

msgid "; {0} of {1} lessons is not translated yet and stays in {2}"
msgid_plural "; {0} of {1} lessons are not translated yet and stay in {2}"
msgstr[0] "; {0} урок из {1} ещё не переведён и показан на языке: {2}"
msgstr[1] "; {0} урока из {1} ещё не переведены и показаны на языке: {2}"
msgstr[2] "; {0} уроков из {1} ещё не переведены и показаны на языке: {2}"

msgid "Reloaded {0} lesson; {1} skipped (:problems says why)."
msgid_plural "Reloaded {0} lessons; {1} skipped (:problems says why)."
msgstr[0] "Перечитан {0} урок; пропущено: {1} (:problems скажет почему)."
msgstr[1] "Перечитано {0} урока; пропущено: {1} (:problems скажет почему)."
msgstr[2] "Перечитано {0} уроков; пропущено: {1} (:problems скажет почему)."

msgid "Reloaded {0} lesson."
msgid_plural "Reloaded {0} lessons."
msgstr[0] "Перечитан {0} урок."
msgstr[1] "Перечитано {0} урока."
msgstr[2] "Перечитано {0} уроков."

msgid "{0} lesson"
msgid_plural "{0} lessons"
msgstr[0] "{0} урок"
msgstr[1] "{0} урока"
msgstr[2] "{0} уроков"

msgid "Self-quiz: {0} review due now ({1})."
msgid_plural "Self-quiz: {0} reviews due now ({1})."
msgstr[0] "Самопроверка: пора повторить {0} вопрос ({1})."
msgstr[1] "Самопроверка: пора повторить {0} вопроса ({1})."
msgstr[2] "Самопроверка: пора повторить {0} вопросов ({1})."

msgid "in {0} minute"
msgid_plural "in {0} minutes"
msgstr[0] "через {0} минуту"
msgstr[1] "через {0} минуты"
msgstr[2] "через {0} минут"

msgid "in {0} hour"
msgid_plural "in {0} hours"
msgstr[0] "через {0} час"
msgstr[1] "через {0} часа"
msgstr[2] "через {0} часов"

msgid "in {0} day ({1})"
msgid_plural "in {0} days ({1})"
msgstr[0] "через {0} день ({1})"
msgstr[1] "через {0} дня ({1})"
msgstr[2] "через {0} дней ({1})"

msgid "PatternTutor: {0} lesson, {1} (course {2})."
msgid_plural "PatternTutor: {0} lessons, {1} (course {2})."
msgstr[0] "PatternTutor: {0} урок, «{1}» (курс {2})."
msgstr[1] "PatternTutor: {0} урока, «{1}» (курс {2})."
msgstr[2] "PatternTutor: {0} уроков, «{1}» (курс {2})."

msgid "The lesson suggests {0} commands: 'try' lists them, 'try 1' runs the first."
msgid_plural "The lesson suggests {0} commands: 'try' lists them, 'try 1' runs the first."
msgstr[0] "Урок предлагает {0} команду: 'try' покажет её, 'try 1' выполнит."
msgstr[1] "Урок предлагает {0} команды: 'try' покажет их, 'try 1' выполнит первую."
msgstr[2] "Урок предлагает {0} команд: 'try' покажет их, 'try 1' выполнит первую."

msgid "({0} trace lines from earlier are kept; 'state' shows where it stands.)"
msgid_plural "({0} trace lines from earlier are kept; 'state' shows where it stands.)"
msgstr[0] "(Сохранена {0} строка журнала; 'state' покажет текущее состояние.)"
msgstr[1] "(Сохранены {0} строки журнала; 'state' покажет текущее состояние.)"
msgstr[2] "(Сохранено {0} строк журнала; 'state' покажет текущее состояние.)"

msgid "Skipped {0} lesson file with errors ('problems' lists them again):"
msgid_plural "Skipped {0} lesson files with errors ('problems' lists them again):"
msgstr[0] "Пропущен {0} файл урока с ошибками ('problems' покажет их снова):"
msgstr[1] "Пропущено {0} файла уроков с ошибками ('problems' покажет их снова):"
msgstr[2] "Пропущено {0} файлов уроков с ошибками ('problems' покажет их снова):"

msgid "{0} pattern in {1}"
msgid_plural "{0} patterns in {1}"
msgstr[0] "{0} паттерн в {1}"
msgstr[1] "{0} паттерна в {1}"
msgstr[2] "{0} паттернов в {1}"

msgid "{0} family"
msgid_plural "{0} families"
msgstr[0] "{0} группе"
msgstr[1] "{0} группах"
msgstr[2] "{0} группах"

msgid "{0} pattern"
msgid_plural "{0} patterns"
msgstr[0] "{0} паттерн"
msgstr[1] "{0} паттерна"
msgstr[2] "{0} паттернов"

msgid "… {0} more lines"
msgid_plural "… {0} more lines"
msgstr[0] "… ещё {0} строка"
msgstr[1] "… ещё {0} строки"
msgstr[2] "… ещё {0} строк"

msgid "Shape game: {0} game played, best score {1}, {2} of picks right."
msgid_plural "Shape game: {0} games played, best score {1}, {2} of picks right."
msgstr[0] "Игра с фигурами: сыграна {0} игра, лучший счёт {1}, верных выборов {2}."
msgstr[1] "Игра с фигурами: сыграно {0} игры, лучший счёт {1}, верных выборов {2}."
msgstr[2] "Игра с фигурами: сыграно {0} игр, лучший счёт {1}, верных выборов {2}."

msgid "Shape game: {0} game played, best score {1}."
msgid_plural "Shape game: {0} games played, best score {1}."
msgstr[0] "Игра с фигурами: сыграна {0} игра, лучший счёт {1}."
msgstr[1] "Игра с фигурами: сыграно {0} игры, лучший счёт {1}."
msgstr[2] "Игра с фигурами: сыграно {0} игр, лучший счёт {1}."

msgid "Shape game: {0} game played, {1} of picks right."
msgid_plural "Shape game: {0} games played, {1} of picks right."
msgstr[0] "Игра с фигурами: сыграна {0} игра, верных выборов {1}."
msgstr[1] "Игра с фигурами: сыграно {0} игры, верных выборов {1}."
msgstr[2] "Игра с фигурами: сыграно {0} игр, верных выборов {1}."

msgid "Shape game: {0} game played."
msgid_plural "Shape game: {0} games played."
msgstr[0] "Игра с фигурами: сыграна {0} игра."
msgstr[1] "Игра с фигурами: сыграно {0} игры."
msgstr[2] "Игра с фигурами: сыграно {0} игр."

msgid "{0} turn, {1} right ({2})"
msgid_plural "{0} turns, {1} right ({2})"
msgstr[0] "{0} ход, верно {1} ({2})"
msgstr[1] "{0} хода, верно {1} ({2})"
msgstr[2] "{0} ходов, верно {1} ({2})"

msgid "Take its quiz ({0} question)"
msgid_plural "Take its quiz ({0} questions)"
msgstr[0] "Пройти тест ({0} вопрос)"
msgstr[1] "Пройти тест ({0} вопроса)"
msgstr[2] "Пройти тест ({0} вопросов)"

msgid "↓ {0} newer line (PgDn)"
msgid_plural "↓ {0} newer lines (PgDn)"
msgstr[0] "↓ ещё {0} новая строка (PgDn)"
msgstr[1] "↓ ещё {0} новые строки (PgDn)"
msgstr[2] "↓ ещё {0} новых строк (PgDn)"

msgid "'{1}' names {0} live runs: {2}. Type one of them, or 'demos' for the list."
msgid_plural "'{1}' names {0} live runs: {2}. Type one of them, or 'demos' for the list."
msgstr[0] "'{1}' подходит к {0} живому примеру: {2}. Введите один из них или 'demos' для списка."
msgstr[1] "'{1}' подходит к {0} живым примерам: {2}. Введите один из них или 'demos' для списка."
msgstr[2] "'{1}' подходит к {0} живым примерам: {2}. Введите один из них или 'demos' для списка."

msgid "{0} live runs. Type a number or an id to open one; 'open N' opens lesson N."
msgid_plural "{0} live runs. Type a number or an id to open one; 'open N' opens lesson N."
msgstr[0] "{0} живой пример. Номер или id откроет его; 'open N' откроет урок N."
msgstr[1] "{0} живых примера. Номер или id откроет пример; 'open N' откроет урок N."
msgstr[2] "{0} живых примеров. Номер или id откроет пример; 'open N' откроет урок N."

msgid "{0} live run"
msgid_plural "{0} live runs"
msgstr[0] "{0} живой пример"
msgstr[1] "{0} живых примера"
msgstr[2] "{0} живых примеров"
msgid "lesson: {1}"
msgid_plural "lessons: {1}"
msgstr[0] "урок: {1}"
msgstr[1] "уроки: {1}"
msgstr[2] "уроки: {1}"

msgid "{0} review due (Q)"
msgid_plural "{0} reviews due (Q)"
msgstr[0] "{0} вопрос к повторению (Q)"
msgstr[1] "{0} вопроса к повторению (Q)"
msgstr[2] "{0} вопросов к повторению (Q)"

msgid "{0} section"
msgid_plural "{0} sections"
msgstr[0] "{0} раздел"
msgstr[1] "{0} раздела"
msgstr[2] "{0} разделов"

msgid "{0} file skipped (!)"
msgid_plural "{0} files skipped (!)"
msgstr[0] "{0} файл пропущен (!)"
msgstr[1] "{0} файла пропущено (!)"
msgstr[2] "{0} файлов пропущено (!)"

msgid "In the course's problems: {0} file is skipped. Fix it and reload (r)."
msgid_plural "In the course's problems: {0} files are skipped. Fix them and reload (r)."
msgstr[0] "В списке ошибок курса: пропущен {0} файл. Исправьте его и перечитайте курс (r)."
msgstr[1] "В списке ошибок курса: пропущено {0} файла. Исправьте их и перечитайте курс (r)."
msgstr[2] "В списке ошибок курса: пропущено {0} файлов. Исправьте их и перечитайте курс (r)."

msgid "{0} file skipped"
msgid_plural "{0} files skipped"
msgstr[0] "{0} файл пропущен"
msgstr[1] "{0} файла пропущено"
msgstr[2] "{0} файлов пропущено"

msgid "{0} file is skipped:"
msgid_plural "{0} files are skipped:"
msgstr[0] "Пропущен {0} файл:"
msgstr[1] "Пропущено {0} файла:"
msgstr[2] "Пропущено {0} файлов:"

msgid "({0} not reached: nothing was saved for them)"
msgid_plural "({0} not reached: nothing was saved for them)"
msgstr[0] "(ещё {0} вопрос не задан: для него ничего не сохранено)"
msgstr[1] "(ещё {0} вопроса не заданы: для них ничего не сохранено)"
msgstr[2] "(ещё {0} вопросов не заданы: для них ничего не сохранено)"

msgid "{1} (lesson {2}, {3}), {0} missed"
msgid_plural "{1} (lesson {2}, {3}), {0} missed"
msgstr[0] "{1} (урок {2}, {3}): {0} ошибка"
msgstr[1] "{1} (урок {2}, {3}): {0} ошибки"
msgstr[2] "{1} (урок {2}, {3}): {0} ошибок"

msgid "In the search results for \"{1}\": {0} page."
msgid_plural "In the search results for \"{1}\": {0} pages."
msgstr[0] "В результатах поиска «{1}»: {0} страница."
msgstr[1] "В результатах поиска «{1}»: {0} страницы."
msgstr[2] "В результатах поиска «{1}»: {0} страниц."

msgid "{0} page"
msgid_plural "{0} pages"
msgstr[0] "{0} страница"
msgstr[1] "{0} страницы"
msgstr[2] "{0} страниц"

msgid "{0} match on {1} of {2}"
msgid_plural "{0} matches on {1} of {2}"
msgstr[0] "{0} совпадение ({1}, {2})"
msgstr[1] "{0} совпадения ({1}, {2})"
msgstr[2] "{0} совпадений ({1}, {2})"

msgid "The factory made {0} layers: {1}. Try :make pop, or c for the curves."
msgid_plural "The factory made {0} layers: {1}. Try :make pop, or c for the curves."
msgstr[0] "Фабрика создала {0} слой: {1}. Попробуйте :make pop или c для кривых."
msgstr[1] "Фабрика создала {0} слоя: {1}. Попробуйте :make pop или c для кривых."
msgstr[2] "Фабрика создала {0} слоёв: {1}. Попробуйте :make pop или c для кривых."

msgid "{0} review saved"
msgid_plural "{0} reviews saved"
msgstr[0] "сохранено {0} повторение"
msgstr[1] "сохранено {0} повторения"
msgstr[2] "сохранено {0} повторений"

msgid "{0} question in the course, {1}"
msgid_plural "{0} questions in the course, {1}"
msgstr[0] "{0} вопрос в курсе, {1}"
msgstr[1] "{0} вопроса в курсе, {1}"
msgstr[2] "{0} вопросов в курсе, {1}"

msgid "{0} due now"
msgid_plural "{0} due now"
msgstr[0] "к повторению: {0}"
msgstr[1] "к повторению: {0}"
msgstr[2] "к повторению: {0}"

msgid "{0} read"
msgid_plural "{0} read"
msgstr[0] "прочитано: {0}"
msgstr[1] "прочитано: {0}"
msgstr[2] "прочитано: {0}"
msgid "next search match"
msgstr "следующее совпадение поиска"

msgid "follow link N, marked [N] on the page"
msgstr "перейти по ссылке N, отмеченной [N] на странице"

msgid "choose that answer (toggle it, in a multiple choice); results: read that lesson again"
msgstr "выбрать этот ответ (отметить, если верных несколько); в итогах — перечитать этот урок"

msgid "show or hide that layer"
msgstr "показать или скрыть этот слой"

msgid "that option"
msgstr "этот вариант"

msgid "next pattern (wheel scrolls)"
msgstr "следующий паттерн (колесо прокручивает)"

msgid "previous pattern"
msgstr "предыдущий паттерн"

msgid "first pattern"
msgstr "первый паттерн"

msgid "last pattern"
msgstr "последний паттерн"

msgid "next live run (wheel scrolls)"
msgstr "следующий живой пример (колесо прокручивает)"

msgid "previous live run"
msgstr "предыдущий живой пример"

msgid "first live run"
msgstr "первый живой пример"

msgid "last live run"
msgstr "последний живой пример"

msgid "next problem (wheel scrolls)"
msgstr "следующая ошибка (колесо прокручивает)"

msgid "previous problem"
msgstr "предыдущая ошибка"

msgid "first problem"
msgstr "первая ошибка"

msgid "last problem"
msgstr "последняя ошибка"
msgid "↑↓ move  Enter lesson  d live run  ? help  q back"
msgstr "↑↓ выбор  Enter урок  d живой пример  ? справка  q назад"

msgid "↑↓ Enter lesson  d run  q back"
msgstr "↑↓ Enter урок  d пример  q назад"

msgid "y yes  any other key no"
msgstr "y да  любая другая клавиша — нет"

msgid "save your file to check it  c check  h hint  e edit  S solution  R reset  l lesson  N next  q back"
msgstr "сохраните файл — он проверится  c проверить  h подсказка  e править  S решение  R сброс  l урок  N дальше  q назад"

msgid "c check  h hint  e edit  S solution  q back"
msgstr "c проверить  h подсказка  e править  S решение  q назад"

msgid "c check  h hint  q back"
msgstr "c проверить  h подсказка  q назад"

msgid "Enter play again  q back"
msgstr "Enter ещё раз  q назад"

msgid "↑↓ scroll  any other key closes"
msgstr "↑↓ прокрутка  любая другая клавиша закроет"

msgid "q end"
msgstr "q конец"

msgid "↑↓ move  Enter open  l lesson  ? help  q back"
msgstr "↑↓ выбор  Enter открыть  l урок  ? справка  q назад"

msgid "↑↓ Enter open  q back"
msgstr "↑↓ Enter открыть  q назад"

msgid "↑↓ move  Enter open  Q self-quiz  s stats  ? help  q quit"
msgstr "↑↓ выбор  Enter открыть  Q самопроверка  s статистика  ? справка  q выход"

msgid "↑↓ move  Enter open  ? help  : command  q quit"
msgstr "↑↓ выбор  Enter открыть  ? справка  : команда  q выход"

msgid "Enter open  ? help  q quit"
msgstr "Enter открыть  ? справка  q выход"

msgid "? help  q quit"
msgstr "? справка  q выход"

msgid "{0}: ] next  [ previous  / list  n/p page  q menu"
msgstr "{0}: ] дальше  [ назад  / список  n/p страница  q меню"

msgid "] next  [ previous  q menu"
msgstr "] дальше  [ назад  q меню"

msgid "? help  q menu"
msgstr "? справка  q меню"

msgid "↑↓ move  Enter open  / search again  q back"
msgstr "↑↓ выбор  Enter открыть  / искать снова  q назад"

msgid "Enter open  q back"
msgstr "Enter открыть  q назад"

msgid " (+{0} more)"
msgstr " (и ещё {0})"

msgid "checking exercises needs the Swift compiler, and swiftc is not on PATH: install a Swift 6 toolchain (https://www.swift.org/install), or set PATTERN_TUTOR_SWIFTC to its swiftc"
msgstr "для проверки упражнений нужен компилятор Swift, а swiftc нет в PATH: установите Swift 6 (https://www.swift.org/install) или укажите путь к swiftc в PATTERN_TUTOR_SWIFTC"

msgid "the compiler did not finish in {0} s"
msgstr "компилятор не уложился в {0} с"

msgid "the compiler failed: {0}"
msgstr "ошибка компилятора: {0}"

msgid "not run"
msgstr "не запускалось"

msgid "your file does not build with the checks"
msgstr "ваш файл не собирается вместе с проверками"

msgid "the checks cannot use your code: keep the names and types the starter declares"
msgstr "проверки не могут обратиться к вашему коду: сохраните имена и типы, объявленные в заготовке"

msgid "your file declares a name the checking code needs for itself (check, expect)"
msgstr "в вашем файле объявлено имя, которое нужно самому коду проверки (check, expect)"

msgid "the compiler refused it, but for another reason: {0}"
msgstr "компилятор отверг код, но по другой причине: {0}"

msgid "cannot write {0}: {1}"
msgstr "не удаётся записать {0}: {1}"

msgid "no output"
msgstr "вывода нет"

msgid "a check failed"
msgstr "проверка не пройдена"

msgid " (check {0})"
msgstr " (проверка {0})"

msgid ", during the check \"{0}\""
msgstr ", во время проверки «{0}»"

msgid "your program did not finish in {0} s{1}: is there a loop that never ends, or a wait nothing ends?"
msgstr "ваша программа не завершилась за {0} с{1}: нет ли бесконечного цикла или ожидания, которое ничто не прерывает?"

msgid "your program printed more than {0}{1}, so it was stopped"
msgstr "ваша программа вывела больше {0}{1}, поэтому её остановили"

msgid "signal {0}"
msgstr "сигнал {0}"

msgid "exit status {0}"
msgstr "код выхода {0}"

msgid "check {0} crashed"
msgstr "проверка {0} завершилась аварийно"

msgid "your code crashed: {0}"
msgstr "ваш код завершился аварийно: {0}"

msgid "the program stopped with an error"
msgstr "программа остановилась с ошибкой"

msgid "your file"
msgstr "ваш файл"

msgid "does not compile: {0} error"
msgid_plural "does not compile: {0} errors"
msgstr[0] "не компилируется: {0} ошибка"
msgstr[1] "не компилируется: {0} ошибки"
msgstr[2] "не компилируется: {0} ошибок"

msgid "{1} of {0} checks pass"
msgid_plural "{1} of {0} checks pass"
msgstr[0] "пройдено проверок: {1} из {0}"
msgstr[1] "пройдено проверок: {1} из {0}"
msgstr[2] "пройдено проверок: {1} из {0}"

msgid "the check passes"
msgstr "проверка пройдена"

msgid "all {0} checks pass"
msgstr "все проверки пройдены ({0})"

msgid "not checked: {0}"
msgstr "не проверено: {0}"

msgid "unknown reason"
msgstr "причина неизвестна"
msgid "the top"
msgstr "в начало"

msgid "previous match"
msgstr "предыдущее"

msgid "Progress is not being saved: cannot create {0} ({1})."
msgstr "Прогресс не сохраняется: не удаётся создать {0} ({1})."

msgid "The progress file was empty, so earlier progress could not be read; it was moved to {0} and a new one started."
msgstr "Файл прогресса был пуст, и прежний прогресс прочитать не удалось; файл перенесён в {0}, начат новый."

msgid "Progress is not being saved: {0} cannot be opened for writing ({1})"
msgstr "Прогресс не сохраняется: {0} не открывается для записи ({1})"

msgid "The progress file could not be read; it was moved to {0} and a new one started."
msgstr "Файл прогресса не удалось прочитать; он перенесён в {0}, начат новый."

msgid "Progress is not being saved: {0} cannot be opened ({1})."
msgstr "Прогресс не сохраняется: {0} не открывается ({1})."

msgid "Progress could not be saved: {0}."
msgstr "Прогресс не удалось сохранить: {0}."

msgid "Progress could not be read: {0}."
msgstr "Прогресс не удалось прочитать: {0}."

msgid "the progress store is not open"
msgstr "хранилище прогресса не открыто"

msgid "not a PatternTutor progress file ({0})"
msgstr "это не файл прогресса PatternTutor ({0})"

"""#
