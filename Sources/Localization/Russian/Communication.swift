/// Russian for the communication live runs, in the PO format of Interface.swift: the
/// static words each live run shows (title, summary, commands' help, tour notes) and the
/// templates its code passes to `localized`.
let russianCommunication = #"""
msgid "Communication"
msgstr "Взаимодействие"

# Communication: observer
msgid "Observer"
msgstr "Наблюдатель"

msgid "A newspaper is the subject; readers subscribe with a closure and keep the token it returns. Posting calls every subscribed reader; cancelling or dropping a token stops the calls. The front page is an @Observable class: a view that read only the headline hears about headline changes and nothing else."
msgstr "Газета — субъект; читатели подписываются замыканием и хранят токен, который она возвращает. Публикация вызывает всех подписанных читателей; отмена токена или его потеря прекращает вызовы. Первая полоса — класс @Observable: представление, прочитавшее только заголовок, узнаёт об изменениях заголовка и ни о чём больше."

msgid "a reader subscribes and keeps its token"
msgstr "читатель подписывается и хранит свой токен"

msgid "send an edition to every subscriber"
msgstr "разослать выпуск всем подписчикам"

msgid "the reader cancels its token"
msgstr "читатель отменяет свой токен"

msgid "the reader object goes away with its token"
msgstr "объект читателя исчезает вместе с токеном"

msgid "list the readers and their tokens"
msgstr "читатели и их токены"

msgid "a view reads one front-page property, tracked"
msgstr "представление читает одно свойство первой полосы под отслеживанием"

msgid "change a front-page property"
msgstr "изменить свойство первой полосы"

msgid "Anna subscribes to the newspaper and keeps a token."
msgstr "Анна подписывается на газету и хранит токен."

msgid "Ben subscribes too: one subject, many observers."
msgstr "Бен тоже подписывается: один субъект, много наблюдателей."

msgid "One post reaches every subscriber."
msgstr "Одна публикация доходит до всех подписчиков."

msgid "Anna goes away: her token's deinit unsubscribes her."
msgstr "Анна уходит: deinit её токена отменяет подписку."

msgid "Only Ben hears this edition."
msgstr "Этот выпуск получает только Бен."

msgid "Observation: a view reads only the front page's headline."
msgstr "Observation: представление читает только заголовок первой полосы."

msgid "The weather was not read, so no change is reported..."
msgstr "Погоду не читали, поэтому об изменении не сообщается..."

msgid "...but the headline was, so the view hears of it."
msgstr "...а заголовок читали, и представление об этом узнаёт."

msgid "property"
msgstr "свойство"

msgid "observer has no command {0}"
msgstr "у observer нет команды {0}"

msgid "an edition has at most {0} characters; this one has {1}"
msgstr "в выпуске не больше {0} символов, а здесь {1}"

msgid "the {0} has at most {1} characters; this one has {2}"
msgstr "{0}: не больше {1} символов, а здесь {2}"

msgid "a reader's name is one word, such as anna"
msgstr "имя читателя — одно слово, например anna"

msgid "a reader's name has at most {0} characters; this one has {1}"
msgstr "в имени читателя не больше {0} символов, а здесь {1}"

msgid "{0} subscribed, keeps its token; observers: {1}"
msgstr "{0} подписывается и хранит токен; наблюдателей: {1}"

msgid "edition {0}: '{1}'"
msgstr "выпуск {0}: '{1}'"

msgid "sent to no one"
msgstr "никому не отправлен"

msgid "sent to {0} observer"
msgid_plural "sent to {0} observers"
msgstr[0] "отправлен {0} наблюдателю"
msgstr[1] "отправлен {0} наблюдателям"
msgstr[2] "отправлен {0} наблюдателям"

msgid "{0}'s closure got edition {1}"
msgstr "замыкание {0} получило выпуск {1}"

msgid "{0}'s token is already cancelled: nothing changed"
msgstr "токен {0} уже отменён: ничего не изменилось"

msgid "{0} cancelled the token; observers left: {1}"
msgstr "{0} отменяет токен; осталось наблюдателей: {1}"

msgid "there is no reader called {0}"
msgstr "читателя {0} нет"

msgid "{0} went away (was not subscribed)"
msgstr "{0} уходит (подписки не было)"

msgid "{0} went away; token deinit unsubscribed it"
msgstr "{0} уходит; deinit токена отменяет подписку"

msgid "observers left: {0}"
msgstr "осталось наблюдателей: {0}"

msgid "there is no reader called that"
msgstr "читателя с таким именем нет"

msgid "there is no reader called {0}; try: subscribe {0}"
msgstr "читателя {0} нет; попробуйте: subscribe {0}"

msgid "no readers yet"
msgstr "читателей пока нет"

msgid "{0}: subscribed"
msgstr "{0}: подписан"

msgid "{0}: token cancelled"
msgstr "{0}: токен отменён"

msgid "the newspaper holds {0} closure"
msgid_plural "the newspaper holds {0} closures"
msgstr[0] "газета хранит {0} замыкание"
msgstr[1] "газета хранит {0} замыкания"
msgstr[2] "газета хранит {0} замыканий"

msgid "the view already tracks {0}: nothing changed"
msgstr "представление уже отслеживает {0}: ничего не изменилось"

msgid "the view already tracks {0}; set it to see a change"
msgstr "представление уже отслеживает {0}; измените его через set, чтобы увидеть реакцию"

msgid "view reads {0}: '{1}'"
msgstr "представление читает {0}: '{1}'"

msgid "inside tracking: only {0} is tracked now"
msgstr "замыкание прочитало только {0}: теперь отслеживается только оно"

msgid "front page {0} = '{1}'"
msgstr "первая полоса: {0} = '{1}'"

msgid "no view is tracking: nothing fires"
msgstr "никакое представление не отслеживает: ничего не срабатывает"

msgid "{0} was not read: onChange silent"
msgstr "{0} не читали: onChange молчит"

msgid "onChange fired: the view's {0} is stale"
msgstr "onChange сработал: значение {0} в представлении устарело"

msgid "view re-reads {0}: '{1}'"
msgstr "представление перечитывает {0}: '{1}'"

msgid "and tracks it again"
msgstr "и снова отслеживает его"

msgid "Newspaper: {0} observer"
msgid_plural "Newspaper: {0} observers"
msgstr[0] "Газета: {0} наблюдатель"
msgstr[1] "Газета: {0} наблюдателя"
msgstr[2] "Газета: {0} наблюдателей"

msgid "{0}: subscribed, got {1}"
msgstr "{0}: подписан, получил {1}"

msgid "{0}: cancelled, got {1}"
msgstr "{0}: отписан, получил {1}"

msgid "... and {0} more"
msgstr "... и ещё {0}"

msgid "tracked:  {0}"
msgstr "отслеживается: {0}"

msgid "tracked:  nothing"
msgstr "отслеживается: ничего"

# Communication: delegation
msgid "Delegation and data source"
msgstr "Делегирование и источник данных"

msgid "A TableView knows how to draw and select rows, not what they are. It asks its data source (a playlist) for the count and each row, and tells its delegate (a player) which row was selected. Both are held weakly: watch what happens when one goes. Rows are numbered from 1 here; in code the index starts at 0."
msgstr "Таблица (TableView) умеет рисовать и выбирать строки, но не знает, что в них. Количество и каждую строку она запрашивает у источника данных (плейлиста), а о выбранной строке сообщает делегату (плееру). Обоих она держит слабо: посмотрите, что будет, когда один из них исчезнет. Строки здесь нумеруются с 1; в коде индекс начинается с 0."

msgid "add a song to the playlist (the data source)"
msgstr "добавить песню в плейлист (источник данных)"

msgid "the table asks its data source for rows again"
msgstr "таблица заново запрашивает строки у источника данных"

msgid "tap a row (1 is the first): the table tells its delegate"
msgstr "нажать на строку (1 — первая): таблица сообщает делегату"

msgid "let the player or the playlist object go away"
msgstr "отпустить объект плеера или плейлиста"

msgid "make a new player or playlist and connect it"
msgstr "создать новый плеер или плейлист и подключить его"

msgid "The table asks its data source for the count, then each row."
msgstr "Таблица запрашивает у источника данных количество, затем каждую строку."

msgid "The playlist changes, but the table has not asked yet..."
msgstr "Плейлист изменился, но таблица ещё не спрашивала..."

msgid "...so it shows the new row only when it asks again."
msgstr "...поэтому новая строка появится, только когда она спросит снова."

msgid "A tap: the table tells its delegate what happened."
msgstr "Нажатие: таблица сообщает делегату, что произошло."

msgid "The player goes away; the table held it weakly."
msgstr "Плеер исчезает; таблица держала его слабо."

msgid "Selecting now tells no one, and nothing crashes."
msgstr "Теперь выбор никому не сообщается, и ничего не падает."

msgid "cellForRowAt {0} (row {1}) -> {2}"
msgstr "cellForRowAt {0} (строка {1}) -> {2}"

msgid "the player is the table's delegate: {0} delegate"
msgstr "player — это делегат таблицы: {0} delegate"

msgid "the playlist is the table's data source: {0} datasource"
msgstr "playlist — это источник данных таблицы: {0} datasource"

msgid "{0} delegate (player) or datasource (playlist), not '{1}'"
msgstr "{0} delegate (плеер) или datasource (плейлист), а не '{1}'"

msgid "the row"
msgstr "номер строки"

msgid "delegation has no command {0}"
msgstr "у delegation нет команды {0}"

msgid "add what? usage: add row <title>, e.g. add row Blue Monday"
msgstr "что добавить? использование: add row <title>, например add row Blue Monday"

msgid "a song needs a title, e.g. add row Blue Monday"
msgstr "у песни должно быть название, например add row Blue Monday"

msgid "a song title has at most {0} characters; this one has {1}"
msgstr "в названии песни не больше {0} символов, а здесь {1}"

msgid "there is no playlist now; try: attach datasource"
msgstr "плейлиста сейчас нет; попробуйте: attach datasource"

msgid "playlist now has {0} song"
msgid_plural "playlist now has {0} songs"
msgstr[0] "в плейлисте теперь {0} песня"
msgstr[1] "в плейлисте теперь {0} песни"
msgstr[2] "в плейлисте теперь {0} песен"

msgid "the table still shows {0}: nobody told it"
msgstr "в таблице по-прежнему строк: {0}; ей никто не сказал"

msgid "no data source: the table draws 0 rows"
msgstr "источника данных нет: таблица рисует 0 строк"

msgid "table asks: {0}"
msgstr "таблица спрашивает: {0}"

msgid "table draws {0} row"
msgid_plural "table draws {0} rows"
msgstr[0] "таблица рисует {0} строку"
msgstr[1] "таблица рисует {0} строки"
msgstr[2] "таблица рисует {0} строк"

msgid "the table shows no rows yet; try: reload"
msgstr "в таблице ещё нет строк; попробуйте: reload"

msgid "rows are numbered from 1: rows are 1–{0}"
msgstr "строки нумеруются с 1: есть строки 1–{0}"

msgid "row {0} is not on screen: rows are 1–{1}"
msgstr "строки {0} нет на экране: есть строки 1–{1}"

msgid "tap on row {0}: table.delegate is nil"
msgstr "нажатие на строку {0}: table.delegate равен nil"

msgid "nobody is told and nothing happens"
msgstr "никто не узнаёт, и ничего не происходит"

msgid "tap on row {0}: the table tells its delegate"
msgstr "нажатие на строку {0}: таблица сообщает делегату"

msgid "didSelectRowAt {0} (row {1})"
msgstr "didSelectRowAt {0} (строка {1})"

msgid "player plays '{0}'"
msgstr "плеер играет '{0}'"

msgid "table.delegate is already nil: nothing changed"
msgstr "table.delegate уже nil: ничего не изменилось"

msgid "the player was released by its owner"
msgstr "владелец отпустил плеер"

msgid "table.delegate is now nil"
msgstr "table.delegate теперь nil"

msgid "table.delegate is now still set"
msgstr "table.delegate по-прежнему задан"

msgid "table.dataSource is already nil: nothing changed"
msgstr "table.dataSource уже nil: ничего не изменилось"

msgid "the playlist was released by its owner"
msgstr "владелец отпустил плейлист"

msgid "table.dataSource is now nil"
msgstr "table.dataSource теперь nil"

msgid "table.dataSource is now still set"
msgstr "table.dataSource по-прежнему задан"

msgid "the rows on screen stay until the next reload"
msgstr "строки на экране остаются до следующего reload"

msgid "the table already has a delegate"
msgstr "у таблицы уже есть делегат"

msgid "a new player is the table's delegate"
msgstr "новый плеер стал делегатом таблицы"

msgid "the table already has a data source"
msgstr "у таблицы уже есть источник данных"

msgid "a new playlist is the table's data source; reload to ask it"
msgstr "новый плейлист стал источником данных таблицы; reload спросит его"

msgid "(no rows drawn)"
msgstr "(строки не нарисованы)"

msgid "row {0}: {1} <selected>"
msgstr "строка {0}: {1} <выбрана>"

msgid "row {0}: {1}"
msgstr "строка {0}: {1}"

msgid "Playlist: {0} song"
msgid_plural "Playlist: {0} songs"
msgstr[0] "Playlist: {0} песня"
msgstr[1] "Playlist: {0} песни"
msgstr[2] "Playlist: {0} песен"

msgid "Player: playing {0}"
msgstr "Player: играет {0}"

msgid "Player: playing nothing"
msgstr "Player: ничего не играет"

# Communication: target-action
msgid "Target-action"
msgstr "Целевое действие (target-action)"

msgid "Two buttons (save, revert) and a slider (zoom) know nothing about the editor. Bind a control to a target and an action method for an event; the control sends that action when the event happens. The target is held weakly: close the editor and the controls send nothing, without crashing."
msgstr "Две кнопки (save, revert) и слайдер (zoom) ничего не знают о редакторе. Свяжите элемент управления с целью и методом-действием для события, и элемент отправит это действие, когда событие произойдёт. Цель хранится слабо: закройте редактор, и элементы ничего не отправят, но и не упадут."

msgid "touchDown, then touchUpInside"
msgstr "touchDown, затем touchUpInside"

msgid "drag the zoom slider, 10 to 400 (valueChanged)"
msgstr "передвинуть слайдер zoom, от 10 до 400 (valueChanged)"

msgid "add a pair (down: on touchDown)"
msgstr "добавить пару (down: на touchDown)"

msgid "remove one control's pairs, or all"
msgstr "удалить пары одного элемента или все"

msgid "the target object goes away"
msgstr "объект-цель исчезает"

msgid "open a new editor"
msgstr "открыть новый редактор"

msgid "A button with no target-action pair sends nothing."
msgstr "Кнопка без пары target-action ничего не отправляет."

msgid "Connect it as Interface Builder would: target and action."
msgstr "Подключаем её, как сделал бы Interface Builder: цель и действие."

msgid "A tap is touchDown, then touchUpInside; the bound one acts."
msgstr "Нажатие — это touchDown, затем touchUpInside; срабатывает связанное."

msgid "A slider's pair fires on valueChanged."
msgstr "Пара слайдера срабатывает на valueChanged."

msgid "The action receives the sender and reads its value."
msgstr "Действие получает отправителя (sender) и читает его значение."

msgid "The editor goes away; the controls held it only weakly."
msgstr "Редактор исчезает; элементы управления держали его лишь слабо."

msgid "The pair stays, its target is nil: no message, no crash."
msgstr "Пара осталась, но её цель — nil: ни сообщения, ни падения."

msgid "Remove the dead pairs, like setTarget:nil in Objective-C."
msgstr "Удаляем мёртвые пары, как setTarget:nil в Objective-C."

msgid "editor #{0} saved (sender: {1} button)"
msgstr "редактор #{0} сохраняет (sender: кнопка {1})"

msgid "editor #{0} reverted (sender: {1} button)"
msgstr "редактор #{0} откатывает изменения (sender: кнопка {1})"

msgid "editor #{0} zoom set to {1} (sender: {2} slider)"
msgstr "редактор #{0}: масштаб {1} (sender: слайдер {2})"

msgid "percent"
msgstr "процент"

msgid "control"
msgstr "элемент управления"

msgid "target-action has no command {0}"
msgstr "у target-action нет команды {0}"

msgid "{0} is outside 10–400%: clamped to {1}%"
msgstr "{0} вне диапазона 10–400%: ограничено до {1}%"

msgid "zoom slider value is {0}"
msgstr "слайдер zoom: значение {0}"

msgid "{0} on {1}: no pair for it"
msgstr "{0} при {1}: пары для этого события нет"

msgid "{0} on {1}: sends {2} to editor #{3}"
msgstr "{0} при {1}: отправляет {2} редактору #{3}"

msgid "{0} on {1}: sends {2} to ?"
msgstr "{0} при {1}: отправляет {2} объекту ?"

msgid "{0} on {1}: {2}'s target is nil"
msgstr "{0} при {1}: цель действия {2} — nil"

msgid "usage: bind <control> to <editor.method>, e.g. bind save to editor.save"
msgstr "использование: bind <control> to <editor.method>, например bind save to editor.save"

msgid "there is no editor to target; try: open"
msgstr "нет редактора, который стал бы целью; попробуйте: open"

msgid "name the action as editor.<method>: editor.save, editor.revert or editor.zoom"
msgstr "укажите действие как editor.<method>: editor.save, editor.revert или editor.zoom"

msgid "Editor has no action method '{0}': use save, revert or zoom"
msgstr "у Editor нет метода-действия '{0}': используйте save, revert или zoom"

msgid "the last word may only be 'down' (bind touchDown)"
msgstr "последним словом может быть только 'down' (привязка к touchDown)"

msgid "a slider reports valueChanged, not touchDown"
msgstr "слайдер сообщает о valueChanged, а не о touchDown"

msgid "already bound: the same triple is ignored; nothing changed"
msgstr "уже связано: такая же тройка игнорируется; ничего не изменилось"

msgid "Editor.{0} takes a {1} sender, not a {2}: in Swift that is a compile error"
msgstr "Editor.{0} принимает sender типа {1}, а не {2}: в Swift это ошибка компиляции"

msgid "no control has a pair: nothing changed"
msgstr "ни у одного элемента нет пар: ничего не изменилось"

msgid "removeTarget(nil) on every control: {0} pair gone"
msgid_plural "removeTarget(nil) on every control: {0} pairs gone"
msgstr[0] "removeTarget(nil) для всех элементов: удалена {0} пара"
msgstr[1] "removeTarget(nil) для всех элементов: удалены {0} пары"
msgstr[2] "removeTarget(nil) для всех элементов: удалено {0} пар"

msgid "{0} has no pair: nothing changed"
msgstr "у {0} нет пар: ничего не изменилось"

msgid "removeTarget(nil) on {1}: {0} pair gone"
msgid_plural "removeTarget(nil) on {1}: {0} pairs gone"
msgstr[0] "removeTarget(nil) для {1}: удалена {0} пара"
msgstr[1] "removeTarget(nil) для {1}: удалены {0} пары"
msgstr[2] "removeTarget(nil) для {1}: удалено {0} пар"

msgid "the editor is already closed; try: open"
msgstr "редактор уже закрыт; попробуйте: open"

msgid "editor #{0} closed and deallocated"
msgstr "редактор #{0} закрыт и освобождён"

msgid "the controls' weak targets are now nil"
msgstr "слабые ссылки элементов на цель теперь nil"

msgid "editor #{0} is already open"
msgstr "редактор #{0} уже открыт"

msgid "editor #{0} opened; bind controls to it to use it"
msgstr "редактор #{0} открыт; чтобы им пользоваться, свяжите с ним элементы"

msgid "{0}: no target"
msgstr "{0}: цели нет"

msgid "editor #{0}: saves {1}, reverts {2}"
msgstr "редактор #{0}: сохранил {1}, откатил {2}"

msgid "editor: closed"
msgstr "редактор: закрыт"

# Communication: key-value-coding
msgid "Key-value coding"
msgstr "Кодирование «ключ — значение»"

msgid "A manager and her employees are read and written by key name, as Cocoa's value(forKey:) and setValue(_:forKey:) do, but every access goes through a Swift key path looked up by name. Collection operators such as @avg and @max work over key paths too. Unknown keys and read-only properties give clear errors."
msgstr "Менеджер и её сотрудники читаются и записываются по имени ключа, как это делают value(forKey:) и setValue(_:forKey:) в Cocoa, но каждый доступ идёт через key path Swift, найденный по имени. Операторы коллекций, такие как @avg и @max, тоже работают через key path. Неизвестные ключи и свойства только для чтения дают понятные ошибки."

msgid "value(forKeyPath:), e.g. employees.@avg.salary"
msgstr "value(forKeyPath:), например employees.@avg.salary"

msgid "setValue(_:forKey:) on the manager"
msgstr "setValue(_:forKey:) у менеджера"

msgid "the named key paths of a manager or employee"
msgstr "именованные key path менеджера или сотрудника"

msgid "add an employee"
msgstr "добавить сотрудника"

msgid "The manager lists her keys, each backed by a Swift key path."
msgstr "Менеджер перечисляет свои ключи; за каждым стоит key path Swift."

msgid "value(forKey:) reads through \\Manager.name."
msgstr "value(forKey:) читает через \\Manager.name."

msgid "setValue(_:forKey:) writes through a WritableKeyPath."
msgstr "setValue(_:forKey:) пишет через WritableKeyPath."

msgid "A key after a collection is applied to each element."
msgstr "Ключ после коллекции применяется к каждому элементу."

msgid "@avg: Cocoa's one-line average, here over \\Employee.salary."
msgstr "@avg: среднее в одну строку, как в Cocoa, здесь по \\Employee.salary."

msgid "Each department once."
msgstr "Каждый отдел по одному разу."

msgid "Add an employee..."
msgstr "Добавляем сотрудника..."

msgid "...and the operators see the new data."
msgstr "...и операторы видят новые данные."

msgid "{0} has no key '{1}'; keys: {2}"
msgstr "у {0} нет ключа '{1}'; ключи: {2}"

msgid "{0} is read-only: its key path is a KeyPath, not a WritableKeyPath"
msgstr "{0} только для чтения: его key path — KeyPath, а не WritableKeyPath"

msgid "{0} needs a {1} value, not '{2}'"
msgstr "{0}: нужно значение типа {1}, а не '{2}'"

msgid "{0} is not a collection, so an @operator cannot follow it"
msgstr "{0} — не коллекция, и @оператор после него не ставится"

msgid "{0} is a plain value with no key '{1}' inside"
msgstr "{0} — простое значение, ключа '{1}' внутри нет"

msgid "no operator @{0}; use @count, @sum, @avg, @min, @max or @distinctUnionOfObjects"
msgstr "оператора @{0} нет; используйте @count, @sum, @avg, @min, @max или @distinctUnionOfObjects"

msgid "@{0} needs a key after it, e.g. employees.@{0}.salary"
msgstr "после @{0} нужен ключ, например employees.@{0}.salary"

msgid "{0} is not a number, so it cannot be summed or averaged"
msgstr "{0} — не число: его нельзя суммировать или усреднять"

msgid "set takes one key, not the path {0}"
msgstr "set принимает один ключ, а не путь {0}"

msgid "'{0}' has an empty key: put one key between each pair of dots"
msgstr "в '{0}' пустой ключ: между соседними точками должен стоять ключ"

msgid "{0} must be a number from 0 to 1000000, not '{1}'"
msgstr "{0}: нужно число от 0 до 1000000, а не '{1}'"

msgid "{0} must be more than spaces, not '{1}'"
msgstr "{0} не может состоять из одних пробелов: '{1}'"

msgid "{0} must be 1 to {1} characters, not '{2}'"
msgstr "{0}: нужно от 1 до {1} символов, а не '{2}'"

msgid "{0} must be {1}, not '{2}'"
msgstr "{0}: нужно {1}, а не '{2}'"

msgid "key-value-coding has no command {0}"
msgstr "у key-value-coding нет команды {0}"

msgid "wrote through WritableKeyPath<Manager, {0}>"
msgstr "запись через WritableKeyPath<Manager, {0}>"

msgid "keys of what? use: keys, or keys employee"
msgstr "ключи чего? введите keys или keys employee"

msgid "hired {0} (id {1}); employees: {2}"
msgstr "нанят сотрудник {0} (id {1}); сотрудников: {2}"

# Communication: key-value-observing
msgid "Key-value observing"
msgstr "Наблюдение «ключ — значение» (KVO)"

msgid "A bank account announces changes from its properties' didSet. observe(\\.balance) returns an observation token, like NSKeyValueObservation; the handler gets the old and new values. Only the observed key path fires, and an invalidated token stops delivery."
msgstr "Банковский счёт объявляет об изменениях из didSet своих свойств. observe(\\.balance) возвращает токен наблюдения, как NSKeyValueObservation; обработчик получает старое и новое значения. Срабатывает только наблюдаемый key path, а недействительный токен больше ничего не доставляет."

msgid "observe with [.old, .new]; --initial: now too"
msgstr "наблюдать с [.old, .new]; --initial: и сразу сейчас"

msgid "change a property"
msgstr "изменить свойство"

msgid "invalidate token n (default: the newest)"
msgstr "инвалидировать токен n (по умолчанию — самый новый)"

msgid "list the tokens"
msgstr "список токенов"

msgid "Observe \\.balance with [.old, .new]: token #1."
msgstr "Наблюдаем \\.balance с [.old, .new]: токен #1."

msgid "The setter's didSet announces it: old 100, new 50."
msgstr "didSet сеттера объявляет изменение: old 100, new 50."

msgid "Old and new arrive in order: 50, then 20."
msgstr "Старое и новое значения приходят по порядку: 50, затем 20."

msgid "Only the observed key path fires; owner has no observer."
msgstr "Срабатывает только наблюдаемый key path; у owner наблюдателя нет."

msgid "With .initial the handler runs at once with the value now."
msgstr "С .initial обработчик сразу вызывается с текущим значением."

msgid "Now the owner change is heard, by token #2 only."
msgstr "Теперь изменение owner слышно, но только токену #2."

msgid "Invalidating token #1 removes its observer."
msgstr "Инвалидация токена #1 удаляет его наблюдателя."

msgid "So the balance change reaches no one."
msgstr "Поэтому изменение баланса ни до кого не доходит."

msgid "key"
msgstr "ключ"

msgid "key-value-observing has no command {0}"
msgstr "у key-value-observing нет команды {0}"

msgid "#{0} initial: {1} is {2}"
msgstr "#{0} initial: {1} = {2}"

msgid "#{0} heard {1}: old {2}, new {3}"
msgstr "#{0} слышит {1}: old {2}, new {3}"

msgid "balance is one whole number, not '{0}'"
msgstr "balance — одно целое число, а не '{0}'"

msgid "the balance"
msgstr "баланс"

msgid "an owner's name has 1 to {0} characters; this one has {1}"
msgstr "в имени владельца от 1 до {0} символов, а здесь {1}"

msgid "no observer for \\.{0}: nothing sent"
msgstr "у \\.{0} нет наблюдателей: ничего не отправлено"

msgid "there is no token yet; try: observe balance"
msgstr "токенов пока нет; попробуйте: observe balance"

msgid "every token is already invalidated: nothing changed"
msgstr "все токены уже недействительны: ничего не изменилось"

msgid "there is no token #{0}; the only token is #1"
msgstr "токена #{0} нет; есть только токен #1"

msgid "there is no token #{0}; tokens are #1–#{1}"
msgstr "токена #{0} нет; есть токены #1–#{1}"

msgid "token #{0} is already invalidated: nothing changed"
msgstr "токен #{0} уже недействителен: ничего не изменилось"

msgid "token #{0} invalidated"
msgstr "токен #{0} больше не действует"

msgid "observers of \\.{0} left: {1}"
msgstr "осталось наблюдателей \\.{0}: {1}"

msgid "no observations yet"
msgstr "наблюдений пока нет"

msgid "#{0} \\.{1}: valid"
msgstr "#{0} \\.{1}: действует"

msgid "#{0} \\.{1}: invalidated"
msgstr "#{0} \\.{1}: недействителен"

msgid "token #{0} \\.{1} valid"
msgstr "токен #{0} \\.{1} действует"

msgid "token #{0} \\.{1} invalidated"
msgstr "токен #{0} \\.{1} больше не действует"

# Communication: notification
msgid "Notifications"
msgstr "Уведомления"

msgid "Listeners register blocks with a NotificationCenter for a name, optionally only from one sender object; posters send a name, a sender and a userInfo dictionary. Neither side knows the other. Each registration returns its own token; removing it stops those deliveries. Senders here: session and settings."
msgstr "Слушатели регистрируют блоки в NotificationCenter для имени, при желании — только от одного объекта-отправителя; отправители публикуют имя, отправителя и словарь userInfo. Стороны ничего не знают друг о друге. Каждая регистрация возвращает свой токен; его удаление прекращает эти доставки. Отправители здесь: session и settings."

msgid "addObserver(forName:object:queue:using:): a new token"
msgstr "addObserver(forName:object:queue:using:): новый токен"

msgid "post(name:object:userInfo:)"
msgstr "post(name:object:userInfo:)"

msgid "removeObserver(token) for the listener's tokens (for one name)"
msgstr "removeObserver(token) для токенов слушателя (для одного имени)"

msgid "list the registrations and their tokens"
msgstr "регистрации и их токены"

msgid "Listener a registers a block for one name, from any sender."
msgstr "Слушатель a регистрирует блок для одного имени, от любого отправителя."

msgid "Listener b only wants posts whose object is the session."
msgstr "Слушателю b нужны только публикации, где object — session."

msgid "Both hear it, with the userInfo."
msgstr "Оба её слышат, вместе с userInfo."

msgid "From another sender: b's object filter skips it."
msgstr "От другого отправителя: фильтр b по object её пропускает."

msgid "A name nobody listens to: the center drops it silently."
msgstr "Имя, которое никто не слушает: центр молча её отбрасывает."

msgid "removeObserver(token): a's block is gone."
msgstr "removeObserver(token): блока a больше нет."

msgid "Now only b hears."
msgstr "Теперь слышит только b."

msgid "notification has no command {0}"
msgstr "у notification нет команды {0}"

msgid "write the sender last: ... from session"
msgstr "отправителя укажите в конце: ... from session"

msgid "unknown sender '{0}': use session or settings"
msgstr "неизвестный отправитель '{0}': используйте session или settings"

msgid "usage: listen <listener> <Name> [from <sender>]"
msgstr "использование: listen <listener> <Name> [from <sender>]"

msgid "a listener's name is one word, such as a"
msgstr "имя слушателя — одно слово, например a"

msgid "{0} has token #{1} for this already; the block would run twice"
msgstr "у {0} уже есть токен #{1} для этого; блок выполнился бы дважды"

msgid "{0} listens for {1} from {2}: token #{3}"
msgstr "{0} слушает {1} от {2}: токен #{3}"

msgid "{0} listens for {1} from anyone: token #{2}"
msgstr "{0} слушает {1} от любого отправителя: токен #{2}"

msgid "usage: post <Name> [key=value...] [from <sender>]"
msgstr "использование: post <Name> [key=value...] [from <sender>]"

msgid "a notification name is one word, such as LoginDidChange"
msgstr "имя уведомления — одно слово, например LoginDidChange"

msgid "userInfo entries look like key=value, not '{0}'"
msgstr "записи userInfo пишутся как key=value, а не '{0}'"

msgid "userInfo key '{0}' is given twice; a dictionary keeps one per key"
msgstr "ключ userInfo '{0}' указан дважды; словарь хранит одно значение на ключ"

msgid "no listener matched: nobody heard it"
msgstr "ни один слушатель не подошёл: никто не услышал"

msgid "{0}'s block ran"
msgstr "блок {0} выполнен"

msgid "{0}'s block ran, userInfo {1}"
msgstr "блок {0} выполнен, userInfo {1}"

msgid "no listener called {0}; see: listeners"
msgstr "слушателя {0} нет; см. listeners"

msgid "{0} does not listen for {1}; see: listeners"
msgstr "{0} не слушает {1}; см. listeners"

msgid "{0} hears nothing more"
msgstr "{0} больше ничего не слышит"

msgid "{1} keeps {0} other token"
msgid_plural "{1} keeps {0} other tokens"
msgstr[0] "у {1} остаётся ещё {0} токен"
msgstr[1] "у {1} остаётся ещё {0} токена"
msgstr[2] "у {1} остаётся ещё {0} токенов"

msgid "removeObserver(token {1}): {2}"
msgid_plural "removeObserver(tokens {1}): {2}"
msgstr[0] "removeObserver(токен {1}): {2}"
msgstr[1] "removeObserver(токены {1}): {2}"
msgstr[2] "removeObserver(токены {1}): {2}"

msgid "nobody is listening"
msgstr "никто не слушает"

msgid "token #{0}: {1} hears {2} from {3}"
msgstr "токен #{0}: {1} слышит {2} от {3}"

msgid "token #{0}: {1} hears {2} from anyone"
msgstr "токен #{0}: {1} слышит {2} от любого отправителя"

msgid "NotificationCenter (own instance)"
msgstr "NotificationCenter (свой экземпляр)"

msgid "posts so far: {0}"
msgstr "отправлено публикаций: {0}"

msgid "no listeners"
msgstr "слушателей нет"

msgid "#{0} {1}: {2} (any)"
msgstr "#{0} {1}: {2} (любой)"
"""#
