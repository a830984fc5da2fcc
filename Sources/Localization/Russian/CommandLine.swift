/// Russian for the commands' `--help` (their abstracts, discussions and options) and the
/// messages the command line prints, in the PO format of Interface.swift.
let russianCommandLine = #"""
# Sources/pattern-tutor/PatternTutorCommand.swift
msgid "Learn software design patterns in Swift, in your terminal."
msgstr "Изучайте паттерны проектирования на Swift прямо в терминале."

msgid "Runs full-screen on a terminal. When input or output is not a terminal, TERM is 'dumb' or unset, or --plain is given, the same course runs as a line-based REPL. NO_COLOR (any non-empty value) turns colour off."
msgstr "В терминале работает на весь экран. Если ввод или вывод — не терминал, TERM равен 'dumb' или не задан либо указан --plain, тот же курс идёт в простом режиме, как построчный REPL. NO_COLOR (любое непустое значение) отключает цвет."

msgid "The course folder (default: PATTERN_TUTOR_LESSONS, ./Lessons, or the installed lessons)."
msgstr "Папка курса (по умолчанию: PATTERN_TUTOR_LESSONS, ./Lessons или установленные уроки)."

msgid "Line-based REPL with no escape codes, for pipes, scripts and screen readers."
msgstr "Простой режим: построчный REPL без escape-последовательностей, для конвейеров, скриптов и программ чтения с экрана."

msgid "No colours (bold and underline stay). Same as NO_COLOR=1."
msgstr "Без цветов (жирный шрифт и подчёркивание остаются). То же, что NO_COLOR=1."

msgid "The language to show the course in, e.g. ru (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG; the course's own when it has no translation)."
msgstr "Язык курса, например ru (по умолчанию — из LANGUAGE, LC_ALL, LC_MESSAGES или LANG; если перевода нет — исходный язык курса)."

msgid "Where progress is saved (default: PATTERN_TUTOR_STATE, $XDG_STATE_HOME/pattern-tutor, ~/.local/state/pattern-tutor)."
msgstr "Где хранится прогресс (по умолчанию: PATTERN_TUTOR_STATE, $XDG_STATE_HOME/pattern-tutor, ~/.local/state/pattern-tutor)."

msgid "Start the course (the default)."
msgstr "Запустить курс (по умолчанию)."

msgid "List the lessons and exit."
msgstr "Вывести список уроков и выйти."

msgid "Start the course at one lesson."
msgstr "Запустить курс с указанного урока."

msgid "The lesson's id, alias or number."
msgstr "id, псевдоним или номер урока."

msgid "Start at the lesson's quiz: every question, in order, whatever their review schedule."
msgstr "Начать с теста урока: все вопросы по порядку, независимо от графика повторений."

msgid "The self-quiz: the questions due for review, then new ones; or your review statistics."
msgstr "Самопроверка: вопросы, которые пора повторить, затем новые; или статистика ваших повторений."

msgid "Every quiz answer is a spaced-repetition review (FSRS-6). A session asks the questions due now, the longest overdue first, then questions never asked from the lessons you have read (all lessons with --all), up to --count. Leaving the session ends the program. --stats prints your cards by state, retention, reviews per day and the reviews due in the next 14 days."
msgstr "Каждый ответ на вопрос — повторение карточки по алгоритму интервальных повторений FSRS-6. Сессия сначала задаёт вопросы, которые пора повторить, начиная с самых просроченных, затем ещё не заданные вопросы из прочитанных вами уроков (с --all — из всех уроков), всего не больше --count. Выход из сессии завершает программу. --stats выводит ваши карточки по состояниям, запоминание, повторения по дням и повторения на ближайшие 14 дней."

msgid "The most questions in the session (default: {0})."
msgstr "Наибольшее число вопросов в сессии (по умолчанию: {0})."

msgid "New questions from every lesson, not only those you have read."
msgstr "Новые вопросы из всех уроков, а не только из прочитанных."

msgid "Only this section: its number, folder or title."
msgstr "Только этот раздел: его номер, папка или название."

msgid "Only lessons with this tag."
msgstr "Только уроки с этим тегом."

msgid "Only this lesson (id, alias or number); its new questions come even if it is unread. To take a lesson's whole quiz, use `pattern-tutor lesson ID --quiz`."
msgstr "Только этот урок (id, псевдоним или номер); его новые вопросы войдут в сессию, даже если урок не прочитан. Чтобы пройти весь тест урока, используйте `pattern-tutor lesson ID --quiz`."

msgid "Print your cards by state, retention, reviews per day and the reviews due in the next 14 days."
msgstr "Вывести ваши карточки по состояниям, запоминание, повторения по дням и повторения на ближайшие 14 дней."

msgid "Render a Markdown file or a lesson to standard output."
msgstr "Вывести файл Markdown или урок в стандартный вывод."

msgid "Styled on a terminal, plain text when piped or with --plain."
msgstr "В терминале — с оформлением, в конвейер или с --plain — простым текстом."

msgid "A Markdown file, or a lesson id or number."
msgstr "Файл Markdown либо id или номер урока."

msgid "Wrap at this many columns (default: the terminal's width, COLUMNS, or 80)."
msgstr "Переносить строки по такой ширине в столбцах (по умолчанию: ширина терминала, COLUMNS или 80)."

msgid "Check a course folder, or some of its files, against the lesson format."
msgstr "Проверить папку курса или отдельные её файлы на соответствие формату уроков."

msgid "Prints file:line:column: error|warning: message [rule] lines and a summary; exits 1 when there is any error (with --strict, any warning). A file is checked as part of its course (the nearest folder with a course.yaml, else its section's parent), and only its own problems are reported."
msgstr "Выводит строки вида file:line:column: error|warning: message [rule] и итог; завершается с кодом 1, если есть хоть одна ошибка (с --strict — хоть одно предупреждение). Файл проверяется в составе своего курса (ближайшей папки с course.yaml, а без неё — папки над его разделом), и сообщаются только его собственные проблемы."

msgid "Course folders or lesson files (default: the course the app would use)."
msgstr "Папки курсов или файлы уроков (по умолчанию — курс, который открыла бы программа)."

msgid "text (default) or json."
msgstr "text (по умолчанию) или json."

msgid "Fail on warnings too, as on errors."
msgstr "Завершаться неудачей и при предупреждениях, не только при ошибках."

msgid "Also compile every ```swift block with swiftc, against the course modules installed with pattern-tutor."
msgstr "Также компилировать каждый блок ```swift через swiftc с модулями курса, установленными вместе с pattern-tutor."

msgid "With --compile: the folder of the course modules (Patterns.swiftmodule…)."
msgstr "С --compile: папка модулей курса (Patterns.swiftmodule…)."

msgid "Write a new lesson from a template that passes lint."
msgstr "Создать новый урок по шаблону, который проходит lint."

msgid "The file is numbered after the last lesson of the section. The section folder must exist, unless the course has no sections yet or --create-section is given (then it is made, with its _section.md). An id another lesson already uses is refused."
msgstr "Файл получает номер следующим за последним уроком раздела. Папка раздела должна существовать, если только в курсе ещё нет разделов или не указан --create-section (тогда она создаётся вместе со своим _section.md). Если id уже занят другим уроком, урок не создаётся."

msgid "The lesson's id, in kebab-case (e.g. factory-method)."
msgstr "id урока в kebab-case (например, factory-method)."

msgid "The section folder, e.g. 02-creational."
msgstr "Папка раздела, например 02-creational."

msgid "The lesson's title (default: from the id)."
msgstr "Название урока (по умолчанию — из id)."

msgid "Make the section folder when the course has none by that name."
msgstr "Создать папку раздела, если в курсе нет раздела с таким именем."

msgid "Print what you have read and answered; reset, export or import it."
msgstr "Показать, что вы прочитали и на что ответили; сбросить, экспортировать или импортировать прогресс."

msgid "Import merges, keeping the newest record of each item, so two machines can be combined."
msgstr "Импорт объединяет прогресс, оставляя самую свежую запись по каждому пункту, так что можно свести вместе прогресс с двух компьютеров."

msgid "Forget the progress of one lesson (give its id) or of the whole course."
msgstr "Забыть прогресс одного урока (укажите его id) или всего курса."

msgid "With --reset: the lesson to forget."
msgstr "С --reset: урок, прогресс которого нужно забыть."

msgid "Do not ask before --reset (for scripts)."
msgstr "Не спрашивать подтверждения перед --reset (для скриптов)."

msgid "Write all progress to this JSON file."
msgstr "Записать весь прогресс в этот файл JSON."

msgid "Merge progress from a JSON file written by --export."
msgstr "Объединить прогресс с файлом JSON, записанным через --export."

# Sources/pattern-tutor/CheatSheetCommand.swift
msgid "Print every pattern of the course: its intent, family and live run."
msgstr "Вывести все паттерны курса: назначение, группу и живой пример."

msgid "The patterns are the lessons of the sections whose _section.md names a family; the intent is a lesson's summary, the live run its demo. One pattern a line under its family, the same at any width; --format json gives the same entries to programs."
msgstr "Паттерны — это уроки тех разделов, чей _section.md называет группу; назначение берётся из summary урока, живой пример — из его demo. По паттерну на строку под названием группы, при любой ширине одинаково; --format json отдаёт те же записи программам."

# Sources/pattern-tutor/CoursesCommand.swift
msgid "List the courses you have, or add one."
msgstr "Показать ваши курсы или добавить новый."

msgid "Lists the installed course, the courses added with `courses add`, and the folder last opened with --lessons: each with its id (which keys its progress), title, languages and pages read. The one marked * is the one `pattern-tutor` starts without --lessons."
msgstr "Показывает установленный курс, курсы, добавленные через `courses add`, и папку, открытую последней с --lessons: у каждого — id (по нему хранится прогресс), название, языки и прочитанные страницы. Курс, отмеченный *, — тот, который `pattern-tutor` запускает без --lessons."

msgid "Add a course folder to the list."
msgstr "Добавить папку курса в список."

msgid "The course folder."
msgstr "Папка курса."

msgid "Take an added course off the list (its files and progress stay)."
msgstr "Убрать добавленный курс из списка (его файлы и прогресс останутся)."

msgid "The course folder, as added."
msgstr "Папка курса — так, как её добавили."

# Sources/pattern-tutor/DemoCommand.swift
msgid "List the live runs, run one from a script, or open one."
msgstr "Показать живые примеры, прогнать один по сценарию или открыть его."

msgid "With --script, the commands (separated by ';' or new lines) run headless and the trace is printed; the exit status is 1 if a command is refused. Without it, the course opens on the live run (full-screen, or as a REPL in plain mode)."
msgstr "С --script команды (через ';' или с новой строки) выполняются без экрана и выводится журнал; если какая-то команда отклонена, код выхода — 1. Без --script курс открывается на живом примере (на весь экран, а в простом режиме — как REPL)."

msgid "The live run's id, e.g. object-pool."
msgstr "id живого примера, например object-pool."

msgid "List every live run by family, and exit."
msgstr "Вывести все живые примеры по группам и выйти."

msgid "Commands to run, e.g. \"borrow; borrow --wait; return 1\"."
msgstr "Команды для выполнения, например \"borrow; borrow --wait; return 1\"."

msgid "With --script: print the state panel after the trace."
msgstr "С --script: вывести панель состояния после журнала."

msgid "factory-method only: print this many frames of the layers as text, and exit."
msgstr "Только для factory-method: вывести столько кадров слоёв текстом и выйти."

msgid "factory-method: frames per second, on screen or with --frames (default 30, at most 60)."
msgstr "factory-method: кадров в секунду на экране или с --frames (по умолчанию 30, не больше 60)."

msgid "With --frames: columns x rows of each frame (default 80x24)."
msgstr "С --frames: размер кадра, столбцы x строки (по умолчанию 80x24)."

msgid "factory-method: ASCII characters only, instead of Unicode braille."
msgstr "factory-method: только символы ASCII вместо шрифта Брайля из Unicode."

msgid "On screen: record the session as an asciicast v2 file (asciinema play FILE)."
msgstr "На экране: записать сеанс в файл asciicast v2 (asciinema play FILE)."

# Sources/pattern-tutor/GameCommand.swift
msgid "Play the shape game: pick the larger of two shapes, turn after turn."
msgstr "Игра с фигурами: ход за ходом выбирайте бо́льшую из двух фигур."

msgid "On a terminal the game is full-screen (a line-based game in plain mode). With --play, the picks are played without a terminal and each turn is printed: c picks the larger shape, w the smaller. The same seed and strategy deal the same shapes."
msgstr "В терминале игра идёт на весь экран (в простом режиме — построчно). С --play выборы разыгрываются без терминала и каждый ход выводится: c выбирает бо́льшую фигуру, w — меньшую. Одно и то же зерно (seed) с той же стратегией раздаёт те же фигуры."

msgid "Deal the shapes from this seed, to replay a game (default: a new one each time)."
msgstr "Раздать фигуры по этому зерну (seed), чтобы переиграть партию (по умолчанию каждый раз новое)."

msgid "Play these picks headless and print each turn: c = the larger, w = the smaller."
msgstr "Сыграть эти выборы без экрана и вывести каждый ход: c = бо́льшая, w = меньшая."

msgid "squares, circles, mixed (squares or circles each turn, as the original) or triangles."
msgstr "squares, circles, mixed (на каждом ходу квадраты или круги, как в оригинале) или triangles."

msgid "No terminal bell on a miss."
msgstr "Без звукового сигнала при промахе."

msgid "Draw the shapes with ASCII characters only."
msgstr "Рисовать фигуры только символами ASCII."

# Sources/pattern-tutor/ExerciseCommand.swift
msgid "Write a pattern yourself: the tutor compiles your file and checks what the pattern must do."
msgstr "Напишите паттерн сами: программа скомпилирует ваш файл и проверит, делает ли паттерн то, что должен."

msgid "With an id (or none: the first exercise not done), the starter is copied into your workspace (never over your own file), its path is printed, and the exercise screen opens: it checks the file each time you save it. --list, --starter, --solution and --check FILE work without a screen, for scripts and graders: --check exits 0 when every check passes, 1 when one fails, 64 for an unknown id or bad usage; it does not change your progress. Needs swiftc on PATH (or PATTERN_TUTOR_SWIFTC)."
msgstr "С id (а без него — для первого невыполненного упражнения) заготовка копируется в вашу рабочую папку (ваш собственный файл она не затирает), её путь выводится, и открывается экран упражнения: он проверяет файл при каждом сохранении. --list, --starter, --solution и --check FILE работают без экрана, для скриптов и автоматической проверки: --check завершается с кодом 0, если все проверки пройдены, 1 — если какая-то не пройдена, 64 — при неизвестном id или неверном вызове; прогресс он не меняет. Нужен swiftc в PATH (или PATTERN_TUTOR_SWIFTC)."

msgid "The exercise's id, or a lesson's id, alias or number for its first exercise."
msgstr "id упражнения либо id, псевдоним или номер урока — для его первого упражнения."

msgid "List every exercise: its id, lesson, title, and done or not."
msgstr "Вывести все упражнения: id, урок, название и выполнено ли."

msgid "Print the exercise's starter file."
msgstr "Вывести заготовку упражнения."

msgid "Print the exercise's reference solution."
msgstr "Вывести эталонное решение упражнения."

msgid "Check this Swift file against the exercise and print what failed."
msgstr "Проверить этот файл Swift по упражнению и вывести, что не прошло."

msgid "With --check, --list or --verify: JSON."
msgstr "С --check, --list или --verify: вывод в JSON."

msgid "For instructors: check that each exercise's starter fails and its solution passes (all exercises, or the one named)."
msgstr "Для авторов курса: убедиться, что заготовка каждого упражнения не проходит проверки, а решение проходит (все упражнения или указанное)."

msgid "Where your exercise files go (default: PATTERN_TUTOR_WORKSPACE or ~/pattern-tutor/exercises)."
msgstr "Куда класть ваши файлы упражнений (по умолчанию: PATTERN_TUTOR_WORKSPACE или ~/pattern-tutor/exercises)."

# Sources/pattern-tutor/ScheduleCommand.swift
msgid "Print an FSRS-6 card's state after each of a list of reviews, as JSON."
msgstr "Вывести в JSON состояние карточки FSRS-6 после каждого повторения из списка."

msgid "FILE.json is a list of reviews of one new card: [{\"rating\": 1-4, \"time\": \"ISO-8601\"}, …], with ratings 1 again, 2 hard, 3 good, 4 easy, in time order. The output is a JSON list with the card after each review (state 1 learning, 2 review, 3 relearning; step; stability; difficulty; due; last_review), computed with the default parameters and no fuzzing, like the reference package fsrs 6.3.2 with enable_fuzzing=False."
msgstr "FILE.json — список повторений одной новой карточки: [{\"rating\": 1-4, \"time\": \"ISO-8601\"}, …], по порядку времени, с оценками 1 — «Снова», 2 — «Трудно», 3 — «Хорошо», 4 — «Легко». На выходе — список JSON с карточкой после каждого повторения (state: 1 — изучается, 2 — на повторении, 3 — переучивается; step; stability; difficulty; due; last_review), вычисленной с параметрами по умолчанию и без случайного разброса (fuzzing), как в эталонном пакете fsrs 6.3.2 с enable_fuzzing=False."

msgid "The reviews, as JSON (- for standard input)."
msgstr "Повторения в JSON (- означает стандартный ввод)."

# Sources/pattern-tutor/ReportCommand.swift
msgid "Sum up a class's progress exports: lessons read, first-try scores, the questions most missed."
msgstr "Свести экспорт прогресса учеников группы: прочитанные уроки, результаты с первой попытки, вопросы с наибольшим числом ошибок."

msgid "Give the files learners wrote with `pattern-tutor progress --export FILE`, or folders of them (one file per learner). Per lesson: learners who opened and read it, and their first-try quiz score. Per question, most missed first: learners who answered, first tries missed, and \"I was right\" claims (a key that may be too narrow). Then exercises done. With the course at hand (--lessons, or the course the app would use), lessons and questions are named by their titles."
msgstr "Укажите файлы, которые ученики записали командой `pattern-tutor progress --export FILE`, или папки с ними (по файлу на ученика). По каждому уроку: сколько учеников его открыли и прочитали и их результат теста с первой попытки. По каждому вопросу, начиная с тех, где ошибаются чаще: сколько учеников ответили, сколько ошиблись с первой попытки и сколько отметили «я был прав» (ключ ответа, возможно, слишком узок). Затем — выполненные упражнения. Если курс под рукой (--lessons или курс, который открыла бы программа), уроки и вопросы называются по заголовкам."

msgid "Progress exports (.json), or folders holding them."
msgstr "Экспорты прогресса (.json) или папки с ними."

msgid "text (default), csv or json."
msgstr "text (по умолчанию), csv или json."

msgid "Report this course when the exports hold several."
msgstr "Курс для отчёта, если в экспортах их несколько."

msgid "{0} live run. Run one: pattern-tutor demo <id> --script \"tour\""
msgid_plural "{0} live runs. Run one: pattern-tutor demo <id> --script \"tour\""
msgstr[0] "{0} живой пример. Запустить: pattern-tutor demo <id> --script \"tour\""
msgstr[1] "{0} живых примера. Запустить: pattern-tutor demo <id> --script \"tour\""
msgstr[2] "{0} живых примеров. Запустить: pattern-tutor demo <id> --script \"tour\""

# Run-time messages of the learner's commands.
# Sources/pattern-tutor/PatternTutorCommand.swift
msgid "--lang takes a language code such as en, ru or zh, not '{0}'"
msgstr "--lang принимает код языка, например en, ru или zh, а не '{0}'"

msgid "--stats covers the whole course; it takes no session options"
msgstr "--stats охватывает весь курс и не принимает параметров сессии"

msgid "--count must be at least 1"
msgstr "--count должно быть не меньше 1"

msgid "Self-quiz statistics: {0} review due now"
msgid_plural "Self-quiz statistics: {0} reviews due now"
msgstr[0] "Статистика самопроверки: сейчас пора повторить {0} вопрос"
msgstr[1] "Статистика самопроверки: сейчас пора повторить {0} вопроса"
msgstr[2] "Статистика самопроверки: сейчас пора повторить {0} вопросов"

msgid "--width must be at least 10."
msgstr "--width должно быть не меньше 10."

msgid "the course skips this lesson for errors:"
msgstr "курс пропускает этот урок из-за ошибок:"

msgid "{0} is a folder, not a Markdown file"
msgstr "{0} — папка, а не файл Markdown"

msgid "no such file: {0}"
msgstr "нет такого файла: {0}"

msgid "no file or lesson named '{0}'"
msgstr "нет ни файла, ни урока с именем '{0}'"

msgid "no file or lesson named '{0}' (did you mean {1}?)"
msgstr "нет ни файла, ни урока с именем '{0}' (может быть, {1}?)"

msgid "no lesson '{0}'"
msgstr "урока '{0}' нет"

msgid "no lesson '{0}' (did you mean {1}?)"
msgstr "урока '{0}' нет (может быть, {1}?)"

msgid "the lesson '{0}' is skipped for errors:"
msgstr "урок '{0}' пропущен из-за ошибок:"

msgid "a lesson id only goes with --reset"
msgstr "id урока указывается только вместе с --reset"

msgid "cannot read {0}"
msgstr "не удаётся прочитать {0}"

msgid "Imported {1}: {0} new answer, newer pages and place kept."
msgid_plural "Imported {1}: {0} new answers, newer pages and place kept."
msgstr[0] "Импортировано из {1}: {0} новый ответ; сохранены более свежие отметки о страницах и место в курсе."
msgstr[1] "Импортировано из {1}: {0} новых ответа; сохранены более свежие отметки о страницах и место в курсе."
msgstr[2] "Импортировано из {1}: {0} новых ответов; сохранены более свежие отметки о страницах и место в курсе."

msgid "Imported {1} into the course '{2}' it was exported from: {0} new answer, newer pages and place kept."
msgid_plural "Imported {1} into the course '{2}' it was exported from: {0} new answers, newer pages and place kept."
msgstr[0] "Импортировано из {1} в курс '{2}', из которого прогресс был экспортирован: {0} новый ответ; сохранены более свежие отметки о страницах и место в курсе."
msgstr[1] "Импортировано из {1} в курс '{2}', из которого прогресс был экспортирован: {0} новых ответа; сохранены более свежие отметки о страницах и место в курсе."
msgstr[2] "Импортировано из {1} в курс '{2}', из которого прогресс был экспортирован: {0} новых ответов; сохранены более свежие отметки о страницах и место в курсе."

msgid "Wrote {0}."
msgstr "Прогресс записан в {0}."

msgid "{0} (course id {1})"
msgstr "{0} (id курса {1})"

msgid "--reset asks first; with no terminal to ask, add --yes"
msgstr "--reset сначала спрашивает подтверждение; если спросить негде (нет терминала), добавьте --yes"

msgid "Forget your progress in the lesson '{0}'? This cannot be undone. [y/N] "
msgstr "Забыть ваш прогресс по уроку '{0}'? Отменить это будет нельзя. [y/N] "

msgid "Forget your progress in the whole course? This cannot be undone. [y/N] "
msgstr "Забыть ваш прогресс по всему курсу? Отменить это будет нельзя. [y/N] "

msgid "Nothing was reset."
msgstr "Ничего не сброшено."

msgid "Progress in the lesson '{0}' was reset."
msgstr "Прогресс по уроку '{0}' сброшен."

msgid "Progress in the whole course was reset."
msgstr "Прогресс по всему курсу сброшен."

# Sources/pattern-tutor/CoursesCommand.swift
msgid "No courses yet. Add one with: pattern-tutor courses add PATH"
msgstr "Курсов пока нет. Добавьте курс командой: pattern-tutor courses add PATH"

msgid "Courses (progress is kept by course id in {0}):"
msgstr "Курсы (прогресс хранится по id курса в {0}):"

msgid "Progress is also kept for courses not listed here: {0} (their folders, added again, find it)."
msgstr "Хранится и прогресс курсов, которых нет в этом списке: {0} (если снова добавить их папки, прогресс найдётся)."

msgid "installed"
msgstr "установлен"

msgid "the default here"
msgstr "по умолчанию здесь"

msgid "added"
msgstr "добавлен"

msgid "last opened with --lessons"
msgstr "последний открытый с --lessons"

msgid "{0} ({1}): cannot be read now"
msgstr "{0} ({1}): сейчас не читается"

msgid "{0} — id {1}, version {2} ({3})"
msgstr "{0} — id {1}, версия {2} ({3})"

msgid "{0} — id {1} ({2})"
msgstr "{0} — id {1} ({2})"

msgid "{0} lesson in {1}; {2}"
msgid_plural "{0} lessons in {1}; {2}"
msgstr[0] "{0} урок, языки: {1}; {2}"
msgstr[1] "{0} урока, языки: {1}; {2}"
msgstr[2] "{0} уроков, языки: {1}; {2}"

msgid "note: {0} has the same id, so the two share their progress; give one its own id in {1}"
msgstr "внимание: у {0} тот же id, поэтому у этих двух курсов общий прогресс; задайте одному из них свой id в {1}"

msgid "start it: pattern-tutor --lessons {0}"
msgstr "запуск: pattern-tutor --lessons {0}"

msgid "{0} is not a folder"
msgstr "{0} — не папка"

msgid "no lessons in {0}: a course is a folder of numbered lesson files or of section folders holding them"
msgstr "в {0} нет уроков: курс — это папка с пронумерованными файлами уроков или с папками разделов, в которых они лежат"

msgid "Added {1} (id {2}, {0} lessons). Start it with: pattern-tutor --lessons {3}"
msgid_plural "Added {1} (id {2}, {0} lessons). Start it with: pattern-tutor --lessons {3}"
msgstr[0] "Добавлен курс «{1}» (id {2}, {0} урок). Запуск: pattern-tutor --lessons {3}"
msgstr[1] "Добавлен курс «{1}» (id {2}, {0} урока). Запуск: pattern-tutor --lessons {3}"
msgstr[2] "Добавлен курс «{1}» (id {2}, {0} уроков). Запуск: pattern-tutor --lessons {3}"

msgid "{0} is not an added course (see pattern-tutor courses)"
msgstr "{0} нет среди добавленных курсов (см. pattern-tutor courses)"

msgid "Removed {0} from the list; its files and progress stay."
msgstr "{0} убран из списка; файлы и прогресс курса остаются."

# Sources/pattern-tutor/DemoCommand.swift
msgid "--list takes no id"
msgstr "--list не принимает id"

msgid "--script needs a live run's id, e.g. demo command --script \"do insert hi; undo\""
msgstr "для --script нужен id живого примера, например: demo command --script \"do insert hi; undo\""

msgid "--state goes with --script"
msgstr "--state указывается только вместе с --script"

msgid "--record records a live run on screen; it does not go with --script, --frames or --list"
msgstr "--record записывает живой пример на экране; с --script, --frames и --list он не сочетается"

msgid "--frames plays the factory-method layers: demo factory-method --frames {0}"
msgstr "--frames проигрывает слои factory-method: demo factory-method --frames {0}"

msgid "--frames and --script do not go together"
msgstr "--frames и --script не сочетаются"

msgid "--frames must be between 1 and 10000"
msgstr "--frames должно быть от 1 до 10000"

msgid "--fps must be above 0 and at most 60"
msgstr "--fps должно быть больше 0 и не больше 60"

msgid "--size is columns x rows, e.g. 80x24 (each 4 to 500)"
msgstr "--size — это столбцы x строки, например 80x24 (каждое число от 4 до 500)"

msgid "--size goes with --frames"
msgstr "--size указывается только вместе с --frames"

msgid "--fps and --ascii go with --frames, or with demo factory-method on screen"
msgstr "--fps и --ascii указываются вместе с --frames или с demo factory-method на экране"

msgid "'{1}' names {0} live runs: {2}"
msgid_plural "'{1}' names {0} live runs: {2}"
msgstr[0] "имени '{1}' соответствует {0} живой пример: {2}"
msgstr[1] "имени '{1}' соответствуют {0} живых примера: {2}"
msgstr[2] "имени '{1}' соответствуют {0} живых примеров: {2}"

msgid "no live run '{0}'; 'pattern-tutor demo --list' lists them"
msgstr "живого примера '{0}' нет; список покажет 'pattern-tutor demo --list'"

msgid "no live run '{0}' (did you mean {1}?)"
msgstr "живого примера '{0}' нет (может быть, {1}?)"

msgid "refused"
msgstr "команда отклонена"

msgid "the script stopped at '{0}': {1}"
msgstr "сценарий остановлен на '{0}': {1}"

# Sources/pattern-tutor/Environment.swift
msgid "TERM is not set; using plain mode (set TERM, e.g. TERM=xterm-256color, for the full screen)"
msgstr "TERM не задан; включён простой режим (для полноэкранного задайте TERM, например TERM=xterm-256color)"

msgid "TERM is dumb; using plain mode (set TERM, e.g. TERM=xterm-256color, for the full screen)"
msgstr "TERM равен dumb; включён простой режим (для полноэкранного задайте TERM, например TERM=xterm-256color)"

msgid "PATTERN_TUTOR_QUIZ_SEED must be a whole number from 0 to {0}, not '{1}'"
msgstr "PATTERN_TUTOR_QUIZ_SEED должно быть целым числом от 0 до {0}, а не '{1}'"

msgid "no lessons folder found: run from the project folder, pass --lessons DIR or set PATTERN_TUTOR_LESSONS"
msgstr "папка уроков не найдена: запустите программу из папки проекта, укажите --lessons DIR или задайте PATTERN_TUTOR_LESSONS"

msgid "PATTERN_TUTOR_NOW is not an ISO-8601 time like 2026-12-01T09:00:00Z: '{0}'"
msgstr "PATTERN_TUTOR_NOW — не время в формате ISO-8601 вроде 2026-12-01T09:00:00Z: '{0}'"

msgid "skipped: {0}"
msgstr "урок пропущен: {0}"

# Sources/pattern-tutor/ExerciseCommand.swift
msgid "--list, --starter, --solution, --check and --verify do not go together"
msgstr "--list, --starter, --solution, --check и --verify не сочетаются друг с другом"

msgid "name the exercise: pattern-tutor exercise ID {0}"
msgstr "укажите упражнение: pattern-tutor exercise ID {0}"

msgid "--json goes with --check, --list or --verify"
msgstr "--json указывается только вместе с --check, --list или --verify"

msgid "the lesson file holding '{0}' changed while it was read; try again"
msgstr "файл урока с упражнением '{0}' изменился во время чтения; попробуйте ещё раз"

msgid "this course has no exercises"
msgstr "в этом курсе нет упражнений"

msgid "no exercise '{0}'; 'pattern-tutor exercise --list' lists them"
msgstr "упражнения '{0}' нет; список покажет 'pattern-tutor exercise --list'"

msgid "no exercise '{0}' (did you mean {1}?); 'pattern-tutor exercise --list' lists them"
msgstr "упражнения '{0}' нет (может быть, {1}?); список покажет 'pattern-tutor exercise --list'"

msgid "(done)"
msgstr "(выполнено)"

msgid "(not done)"
msgstr "(не выполнено)"

msgid "the check could not run"
msgstr "проверку не удалось запустить"

msgid "Your file (a copy of the starter): {0}"
msgstr "Ваш файл (копия заготовки): {0}"

# Sources/pattern-tutor/GameCommand.swift
msgid "--play needs --seed N, so the turns it prints can be played again"
msgstr "для --play нужен --seed N, чтобы выведенные ходы можно было сыграть снова"

msgid "--quiet and --ascii are for the game on screen, not --play"
msgstr "--quiet и --ascii — для игры на экране, а не для --play"

# Sources/pattern-tutor/Launcher.swift
msgid "the lesson '{0}' has no quiz"
msgstr "в уроке '{0}' нет теста"

msgid "{0} Earlier answers keep their old form for now."
msgstr "{0} Прежние ответы пока остаются в старом виде."

msgid "{0} The course starts without it."
msgstr "{0} Курс запускается без сохранённого прогресса."

msgid "{0}; using plain mode"
msgstr "{0}; включён простой режим"

msgid "cannot write the recording to {0}"
msgstr "не удаётся сохранить запись в {0}"

# Sources/pattern-tutor/GameCommand.swift (ShapeGame's InvalidPick)
msgid "invalid pick '{0}' at position {1}: use c (pick the larger) or w (pick the smaller)"
msgstr "неверный выбор '{0}' на позиции {1}: используйте c (выбрать бо́льшую) или w (выбрать меньшую)"
"""#
