/// Russian for the live runs' shared words (help, tour, refused commands), in the PO format of Interface.swift: the
/// static words each live run shows (title, summary, commands' help, tour notes) and the
/// templates its code passes to `localized`.
let russianLiveRunCore = #"""
msgid "list the commands, or explain one"
msgstr "список команд или пояснение к одной"

msgid "start again from a fresh demo"
msgstr "начать заново с новыми объектами"

msgid "print the state panel into the trace"
msgstr "вывести панель состояния в журнал"

msgid "start again and run the guided tour: the pattern's point in a few steps"
msgstr "начать заново и пройти экскурсию: суть паттерна за несколько шагов"

msgid "started again: new objects, nothing kept from before"
msgstr "начали заново: новые объекты, от прошлого ничего не осталось"

msgid "(this demo has no state panel)"
msgstr "(у этого примера нет панели состояния)"

msgid "Tour of {1}: {0} step from a fresh start. An empty line (Enter) runs the next step; a command of your own ends the tour."
msgid_plural "Tour of {1}: {0} steps from a fresh start. An empty line (Enter) runs the next step; a command of your own ends the tour."
msgstr[0] "Экскурсия по паттерну «{1}»: {0} шаг с чистого листа. Пустая строка (Enter) выполнит следующий шаг; своя команда завершит экскурсию."
msgstr[1] "Экскурсия по паттерну «{1}»: {0} шага с чистого листа. Пустая строка (Enter) выполнит следующий шаг; своя команда завершит экскурсию."
msgstr[2] "Экскурсия по паттерну «{1}»: {0} шагов с чистого листа. Пустая строка (Enter) выполнит следующий шаг; своя команда завершит экскурсию."

msgid "Tour of {1}: {0} step from a fresh start."
msgid_plural "Tour of {1}: {0} steps from a fresh start."
msgstr[0] "Экскурсия по паттерну «{1}»: {0} шаг с чистого листа."
msgstr[1] "Экскурсия по паттерну «{1}»: {0} шага с чистого листа."
msgstr[2] "Экскурсия по паттерну «{1}»: {0} шагов с чистого листа."

msgid "End of the tour. Type commands of your own, or help."
msgstr "Экскурсия окончена. Вводите свои команды или help."

msgid "Step {0} of {1}: {2}"
msgstr "Шаг {0} из {1}: {2}"

msgid "that line has {0} characters; demos take at most {1}"
msgstr "в строке {0} символов; пример принимает не больше {1}"

msgid "'{0}' is too long: keep each word under {1} characters"
msgstr "'{0}' слишком длинное: каждое слово должно быть короче {1} символов"

msgid "{0} has no option --{1}; usage: {2}"
msgstr "у {0} нет параметра --{1}; использование: {2}"

msgid "{0} has no --{1} (it accepts {2}); usage: {3}"
msgstr "у {0} нет --{1} (допустимо: {2}); использование: {3}"

msgid "{0} needs more; usage: {1}"
msgstr "{0}: не хватает аргументов; использование: {1}"

msgid "{0} has no {1}: did you mean --{2}? usage: {3}"
msgstr "у {0} нет {1}: может быть, --{2}? использование: {3}"

msgid "{0} takes no arguments; usage: {1}"
msgstr "{0} не принимает аргументов; использование: {1}"

msgid "{1} takes at most {0} argument; usage: {2}. Words with spaces go in quotes, e.g. \"two words\"."
msgid_plural "{1} takes at most {0} arguments; usage: {2}. Words with spaces go in quotes, e.g. \"two words\"."
msgstr[0] "{1} принимает не больше {0} аргумента; использование: {2}. Слова с пробелами берите в кавычки, например \"два слова\"."
msgstr[1] "{1} принимает не больше {0} аргументов; использование: {2}. Слова с пробелами берите в кавычки, например \"два слова\"."
msgstr[2] "{1} принимает не больше {0} аргументов; использование: {2}. Слова с пробелами берите в кавычки, например \"два слова\"."

msgid "unknown command '{0}'. Commands: {1}"
msgstr "неизвестная команда '{0}'. Команды: {1}"

msgid "unknown command '{0}'. Did you mean '{1}'? Commands: {2}"
msgstr "неизвестная команда '{0}'. Может быть, '{1}'? Команды: {2}"

msgid "exit leaves the live run, quit ends PatternTutor"
msgstr "exit — выйти из живого примера, quit — выйти из PatternTutor"

msgid "{0} needs {1}"
msgstr "{0}: нужен аргумент — {1}"

msgid "{0} is far too small: '{1}'"
msgstr "{0}: слишком мало: '{1}'"

msgid "{0} is far too large: '{1}'"
msgstr "{0}: слишком много: '{1}'"

msgid "{0} must be a whole number, not '{1}'"
msgstr "{0}: нужно целое число, а не '{1}'"

msgid "{0} must be a number, not '{1}'"
msgstr "{0}: нужно число, а не '{1}'"

msgid "{0} needs {1}: one of {2}"
msgstr "{0}: нужен аргумент — {1}, одно из: {2}"

msgid "unknown {0} '{1}': use one of {2}"
msgstr "{0}: неизвестное значение '{1}'; допустимо: {2}"
"""#
