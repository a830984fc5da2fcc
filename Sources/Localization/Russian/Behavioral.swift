/// Russian for the behavioral live runs, in the PO format of Interface.swift: the
/// static words each live run shows (title, summary, commands' help, tour notes) and the
/// templates its code passes to `localized`.
let russianBehavioral = #"""
# Behavioral: chain-of-responsibility
msgid "Chain of Responsibility"
msgstr "Цепочка обязанностей"

msgid "Behavioral"
msgstr "Поведенческие"

msgid "A UIKit-style responder chain: button → form → screen → controller → window → application. An event starts at a responder and climbs `next` until one handles it; the sender never names the handler. Change who handles what, or detach a view, and watch the route change."
msgstr "Цепочка респондеров в духе UIKit: button → form → screen → controller → window → application. Событие начинается в одном респондере и поднимается по `next`, пока кто-нибудь его не обработает; отправитель не знает, кто это будет. Поменяйте, кто что обрабатывает, или отсоедините представление — и посмотрите, как изменится маршрут."

msgid "a tap starts at a responder (default button)"
msgstr "касание начинается в респондере (по умолчанию button)"

msgid "send tap, copy, shake or scroll, starting at a responder"
msgstr "отправить tap, copy, shake или scroll, начиная с респондера"

msgid "make a responder handle an event (--off: stop handling it)"
msgstr "респондер начинает обрабатывать событие (--off: перестаёт)"

msgid "remove a view from its superview"
msgstr "убрать представление из его superview"

msgid "show the chain from a responder"
msgstr "показать цепочку от респондера"

msgid "The chain comes from the view tree: each link knows its next."
msgstr "Цепочку задаёт дерево представлений: звено знает следующее."

msgid "The button handles taps itself: the event stops at link one."
msgstr "Касания обрабатывает сама кнопка: дальше событие не идёт."

msgid "Nobody below the controller handles copy, so it climbs to it."
msgstr "Ниже контроллера copy не обрабатывают: событие идёт к нему."

msgid "Scroll is handled on the way up, by the form."
msgstr "Scroll обрабатывается по пути наверх — формой."

msgid "Now the form lets scroll pass..."
msgstr "Теперь форма пропускает scroll..."

msgid "...and nobody else handles it: it falls off the end, unhandled."
msgstr "...а больше его никто не обрабатывает: событие уходит в никуда."

msgid "Detach the form from the screen: the button goes with it."
msgstr "Отсоедините форму от экрана: кнопка уйдёт вместе с ней."

msgid "The same copy now dies at the form: the controller is cut off."
msgstr "Тот же copy теперь гаснет на форме: контроллер отрезан."

# Behavioral: command
msgid "Command with undo and redo"
msgstr "Команда с отменой и повтором"

msgid "Each edit is a command object that knows how to execute and undo itself on a TextDocument. The history runs commands and keeps two stacks: undo moves a command to the redo stack, redo moves it back, and a new command clears redo."
msgstr "Каждая правка — объект-команда, который умеет выполнить себя над TextDocument и отменить. История выполняет команды и ведёт два стека: undo переносит команду в стек повтора, redo возвращает её обратно, а новая команда очищает стек повтора."

msgid "run a command: append text, or delete the last n characters"
msgstr "выполнить команду: дописать текст или удалить последние n символов"

msgid "take back the last command"
msgstr "отменить последнюю команду"

msgid "run the last undone command again"
msgstr "снова выполнить последнюю отменённую команду"

msgid "show the undo and redo stacks"
msgstr "показать стеки отмены и повтора"

msgid "A command object appends text to the document."
msgstr "Объект-команда дописывает текст в документ."

msgid "Another one; quotes keep the spaces in one word."
msgstr "Ещё одна; кавычки сохраняют пробелы внутри одного слова."

msgid "Delete remembers the characters it removed, for undo."
msgstr "Delete запоминает удалённые символы — для отмены."

msgid "Undo asks the last command to reverse itself..."
msgstr "Undo просит последнюю команду отменить себя..."

msgid "...and again: both commands wait on the redo stack."
msgstr "...и ещё раз: обе команды ждут в стеке повтора."

msgid "Redo runs the command again: the text is as it was."
msgstr "Redo снова выполняет команду: текст такой же, как был."

msgid "A new command clears the redo stack: that future is gone."
msgstr "Новая команда очищает стек повтора: того будущего больше нет."

msgid "The stacks hold command objects, not copies of the text."
msgstr "В стеках лежат объекты-команды, а не копии текста."

# Behavioral: iterator
msgid "Iterator"
msgstr "Итератор"

msgid "A book outline is a tree of sections. It conforms to Sequence, so `for in` walks it, and its iterators decide the order: depth first (reading order) or breadth first (level by level). A cursor is an iterator you step by hand with `next`."
msgstr "Оглавление книги — дерево разделов. Оно соответствует Sequence, поэтому его обходит `for in`, а порядок решают его итераторы: в глубину (порядок чтения) или в ширину (по уровням). Курсор — итератор, который вы продвигаете вручную командой `next`."

msgid "add a section under a path of titles"
msgstr "добавить раздел по пути из заголовков"

msgid "ask the cursor (an iterator) for its next section"
msgstr "запросить у курсора (итератора) следующий раздел"

msgid "make a fresh cursor over the outline as it is now"
msgstr "создать новый курсор по оглавлению в его нынешнем виде"

msgid "walk the whole outline with `for in`"
msgstr "обойти всё оглавление через `for in`"

msgid "`for in` gets an iterator: depth first reads like a book."
msgstr "`for in` получает итератор: обход в глубину читается как книга."

msgid "Another iterator, another order: level by level. Same tree."
msgstr "Другой итератор — другой порядок: по уровням. Дерево то же."

msgid "The cursor is one more iterator, stepped by hand..."
msgstr "Курсор — ещё один итератор, который двигают вручную..."

msgid "...it remembers where it is; the walks above did not move it."
msgstr "...он помнит, где остановился; обходы выше его не сдвинули."

msgid "Add a section; the cursor keeps walking its own copy."
msgstr "Добавьте раздел; курсор продолжает обходить свою копию."

msgid "A new walk sees the outline as it is now, new section included."
msgstr "Новый обход видит оглавление как есть, с новым разделом."

msgid "restart drops the cursor for a fresh breadth-first one..."
msgstr "restart заменяет курсор новым, с обходом в ширину..."

msgid "...which starts again from the root."
msgstr "...который начинает снова с корня."

# Behavioral: mediator
msgid "Mediator"
msgstr "Посредник"

msgid "A chat room is the mediator: participants hold no reference to each other, only to the room. Every message goes to the room, which decides who receives it: everyone else, or one member with `@name`. A member who left hears nothing."
msgstr "Чат-комната — посредник: участники не ссылаются друг на друга, только на комнату. Каждое сообщение идёт в комнату, и она решает, кто его получит: все остальные или один участник через `@name`. Вышедший участник ничего не слышит."

msgid "a new participant joins the room"
msgstr "новый участник входит в комнату"

msgid "a participant speaks (start with @name to whisper)"
msgstr "участник говорит (начните с @name, чтобы шепнуть одному)"

msgid "a participant leaves the room"
msgstr "участник выходит из комнаты"

msgid "show what a participant has received"
msgstr "показать, что получил участник"

msgid "Ann joins: the room keeps her; she keeps only the room."
msgstr "Ann входит: комната держит её, а она — только комнату."

msgid "Bob joins. He has no idea Ann exists."
msgstr "Входит Bob. Он понятия не имеет, что есть Ann."

msgid "Cy joins too."
msgstr "Cy тоже входит."

msgid "Ann speaks to the room; the room routes it to the others."
msgstr "Ann говорит в комнату; комната передаёт сообщение остальным."

msgid "A routing rule lives in the mediator: @cy goes to Cy only."
msgstr "Правило маршрутизации живёт в посреднике: @cy получит только Cy."

msgid "Cy leaves: the room forgets her, and she forgets the room."
msgstr "Cy выходит: комната забывает её, а она — комнату."

msgid "Only Bob is left to hear this."
msgstr "Это услышит только оставшийся Bob."

msgid "Cy's inbox stopped the moment she left."
msgstr "Входящие Cy перестали пополняться, как только она вышла."

# Behavioral: memento
msgid "Memento"
msgstr "Снимок"

msgid "A game level (the originator) saves its state as a memento: JSON bytes made by Codable, like an NSKeyedArchiver archive. The save slots (the caretaker) keep mementos without reading them; restoring brings back exactly what was saved."
msgstr "Игровой уровень (создатель) сохраняет своё состояние в снимок: байты JSON, сделанные Codable, как архив NSKeyedArchiver. Слоты сохранений (опекун) хранят снимки, не читая их; восстановление возвращает ровно то, что было сохранено."

msgid "the level archives its state into a new slot"
msgstr "уровень архивирует своё состояние в новый слот"

msgid "change level, score, lives or checkpoint"
msgstr "изменить level, score, lives или checkpoint"

msgid "the level decodes a slot's memento"
msgstr "уровень декодирует снимок из слота"

msgid "what the caretaker holds: sizes only, never the contents"
msgstr "что хранит опекун: только размеры, без содержимого"

msgid "show a slot's raw bytes as text"
msgstr "показать сырые байты слота как текст"

msgid "The level writes its state into a memento; slot 1 keeps it."
msgstr "Уровень записывает состояние в снимок; его хранит слот 1."

msgid "Play on: the live state changes..."
msgstr "Играем дальше: текущее состояние меняется..."

msgid "...a little more."
msgstr "...ещё немного."

msgid "Slot 1 still holds the old bytes: a memento is a frozen snapshot."
msgstr "В слоте 1 всё те же старые байты: снимок заморожен."

msgid "Save again: slot 2 is a second, separate snapshot."
msgstr "Сохраните снова: слот 2 — второй, отдельный снимок."

msgid "Disaster."
msgstr "Катастрофа."

msgid "The level decodes slot 1 and is exactly as it was then."
msgstr "Уровень декодирует слот 1 и становится ровно таким, как тогда."

msgid "The caretaker knows slots and sizes, never what is inside."
msgstr "Опекун знает слоты и размеры, но не то, что внутри."

# Behavioral: state
msgid "A turnstile behaves differently when locked, unlocked or out of order. Each state is an object that answers every event (coin, push, fault, repair) and names the next state. The turnstile holds no if/else on its state: it just asks."
msgstr "Турникет ведёт себя по-разному, когда он закрыт, открыт или сломан. Каждое состояние — объект, который отвечает на каждое событие (coin, push, fault, repair) и называет следующее состояние. В турникете нет if/else по состоянию: он просто спрашивает."

msgid "send an event to the turnstile"
msgstr "отправить событие турникету"

msgid "ask every state about every event: the transition table"
msgstr "спросить каждое состояние о каждом событии: таблица переходов"

msgid "Locked: the locked state refuses the push itself."
msgstr "Закрыто: состояние locked само отклоняет толчок."

msgid "The locked state takes the coin and hands over to unlocked."
msgstr "Состояние locked принимает монету и передаёт управление unlocked."

msgid "The same event means something else now: the coin comes back."
msgstr "То же событие теперь значит другое: монета возвращается."

msgid "Unlocked lets one person through and chooses locked as next."
msgstr "Unlocked пропускает одного человека и выбирает следующим locked."

msgid "A fault switches to the out-of-order state..."
msgstr "Неисправность переключает в состояние out-of-order..."

msgid "...which returns coins instead of unlocking."
msgstr "...которое возвращает монеты вместо того, чтобы открыться."

msgid "Repair is the only way back, and only this state offers it."
msgstr "Repair — единственный путь назад, и есть он только здесь."

msgid "The whole machine, read from the state objects."
msgstr "Весь автомат, прочитанный из объектов-состояний."

# Behavioral: strategy
msgid "Strategy"
msgstr "Стратегия"

msgid "A checkout prices a cart through a PricingStrategy protocol: regular, sale, 3for2 or coupon. The checkout never changes; swap its strategy at run time and the same cart costs something else."
msgstr "Касса считает корзину через протокол PricingStrategy: regular, sale, 3for2 или coupon. Сама касса не меняется; подмените её стратегию во время работы — и та же корзина будет стоить иначе."

msgid "give the checkout another strategy"
msgstr "дать кассе другую стратегию"

msgid "price a cart with the current strategy (prices 0 to 1000000)"
msgstr "посчитать корзину текущей стратегией (цены от 0 до 1000000)"

msgid "price one cart with every strategy (prices 0 to 1000000)"
msgstr "посчитать одну корзину всеми стратегиями (цены от 0 до 1000000)"

msgid "The checkout starts with the regular strategy."
msgstr "Касса начинает со стратегии regular."

msgid "Swap the strategy at run time; the checkout object stays."
msgstr "Подмените стратегию на ходу; объект кассы остаётся тем же."

msgid "Same cart, same checkout, another algorithm: another total."
msgstr "Та же корзина, та же касса, другой алгоритм — другая сумма."

msgid "Another strategy..."
msgstr "Другая стратегия..."

msgid "...another rule: here the 10.00 item is free."
msgstr "...другое правило: здесь товар за 10.00 бесплатный."

msgid "Every strategy over one cart: one interface, four rules."
msgstr "Все стратегии на одной корзине: один интерфейс, четыре правила."

# Behavioral: template-method
msgid "Template Method"
msgstr "Шаблонный метод"

msgid "export() is a template method in a protocol extension: header, filter, rows, footer, always in that order. Each exporter (csv, markdown, plan) writes the row step and overrides only the hooks it needs; the others keep their defaults."
msgstr "export() — шаблонный метод в расширении протокола: header, filter, rows, footer, всегда в этом порядке. Каждый экспортёр (csv, markdown, plan) пишет шаг строки и переопределяет только нужные ему хуки; остальные работают по умолчанию."

msgid "export the sample report with one exporter"
msgstr "выгрузить пример отчёта одним экспортёром"

msgid "the fixed skeleton, and what an exporter overrides"
msgstr "неизменный каркас и то, что переопределяет экспортёр"

msgid "The skeleton: four steps in a fixed order; only rows is required."
msgstr "Каркас: четыре шага в неизменном порядке; обязателен только rows."

msgid "CSV writes a header and rows; filter and footer run as defaults."
msgstr "CSV пишет заголовок и строки; filter и footer — по умолчанию."

msgid "Markdown adds a footer. The order of the steps is the same."
msgstr "Markdown добавляет footer. Порядок шагов тот же."

msgid "The plan exporter overrides the filter hook and the footer..."
msgstr "Экспортёр plan переопределяет хук filter и footer..."

msgid "...so it keeps only behavioral patterns and totals the minutes."
msgstr "...и оставляет лишь поведенческие паттерны, суммируя минуты."

# Behavioral: visitor
msgid "Visitor"
msgstr "Посетитель"

msgid "A drawing is a tree of figures: circles, rectangles and groups. Area, count and render are visitors: each is a new operation over the tree, added without touching the figure types. Each figure accepts a visitor and calls the method for its own type."
msgstr "Рисунок — дерево фигур: круги, прямоугольники и группы. Area, count и render — посетители: каждый из них — новая операция над деревом, добавленная без правки типов фигур. Каждая фигура принимает посетителя и вызывает метод для своего типа."

msgid "send a visitor over the drawing"
msgstr "пустить посетителя по рисунку"

msgid "add a figure (sizes 0.1 to 1000) to the drawing, or to a group in it"
msgstr "добавить фигуру (размеры от 0.1 до 1000) в рисунок или в его группу"

msgid "The render visitor walks the tree and draws each node."
msgstr "Посетитель render обходит дерево и рисует каждый узел."

msgid "A different visitor over the same nodes: now they add up areas."
msgstr "Другой посетитель по тем же узлам: теперь складываются площади."

msgid "A third operation; still no change to any figure type."
msgstr "Третья операция; типы фигур по-прежнему не тронуты."

msgid "Add a circle to the drawing..."
msgstr "Добавьте в рисунок круг..."

msgid "...and a rectangle inside the house group."
msgstr "...и прямоугольник в группу house."

msgid "The same visitor reaches the new nodes too."
msgstr "Тот же посетитель доходит и до новых узлов."

msgid "Each node is visited once, groups before their children."
msgstr "Каждый узел посещается один раз, группа — раньше своих детей."

# Behavioral: interpreter
msgid "Interpreter"
msgstr "Интерпретатор"

msgid "A tiny grammar of arithmetic with variables. `eval` parses a sentence into a tree with one node per rule, then the tree evaluates itself against the variables. Precedence comes from the grammar: * sits below + in the tree."
msgstr "Крошечная грамматика арифметики с переменными. `eval` разбирает предложение в дерево, по узлу на правило, а затем дерево вычисляет себя по значениям переменных. Приоритет задаёт грамматика: в дереве * стоит ниже +."

msgid "parse and evaluate, e.g. eval 2 + 3 * x"
msgstr "разобрать и вычислить, например eval 2 + 3 * x"

msgid "give a variable a value"
msgstr "задать значение переменной"

msgid "draw the tree of the last expression"
msgstr "нарисовать дерево последнего выражения"

msgid "* binds tighter than +: the grammar builds 3 * 4 first."
msgstr "* связывает сильнее +: грамматика сначала строит 3 * 4."

msgid "The tree shows it: * is a child of +, so it is evaluated first."
msgstr "Это видно по дереву: * — потомок +, поэтому вычисляется первым."

msgid "Parentheses start a new expression lower in the tree."
msgstr "Скобки начинают новое выражение ниже по дереву."

msgid "The context: variables the tree looks up while evaluating."
msgstr "Контекст: переменные, которые дерево читает при вычислении."

msgid "A name node reads its value from the context."
msgstr "Узел-имя берёт значение из контекста."

msgid "Change the context..."
msgstr "Измените контекст..."

msgid "...and the same sentence means something else."
msgstr "...и то же предложение значит другое."

# Behavioral: servant
msgid "Servant"
msgstr "Слуга"

msgid "A Rover, a Crate and a Beacon have nothing in common but a `position`. One MoveServant moves, nudges and measures any of them through the Movable protocol; none of them contains moving code, and the board rules live in the servant alone."
msgstr "У Rover, Crate и Beacon нет ничего общего, кроме `position`. Один MoveServant перемещает, сдвигает и измеряет любой из них через протокол Movable; ни в одном нет кода перемещения, а правила доски живут только в слуге."

msgid "the servant puts a thing at x, y (it refuses off the board)"
msgstr "слуга ставит объект в x, y (за пределы доски — отказ)"

msgid "the servant shifts a thing by dx, dy (each -100 to 100)"
msgstr "слуга сдвигает объект на dx, dy (каждый от -100 до 100)"

msgid "the servant measures grid steps"
msgstr "слуга считает шаги по сетке"

msgid "list the things and what each one really is"
msgstr "перечислить объекты и то, чем каждый является на самом деле"

msgid "Three unrelated classes. None of them has a move method."
msgstr "Три несвязанных класса. Ни у одного нет метода move."

msgid "The servant moves a Rover..."
msgstr "Слуга перемещает Rover..."

msgid "...and a Crate, with the same code, through Movable."
msgstr "...и Crate — тем же кодом, через Movable."

msgid "Nudging is the servant's behaviour too, for anything Movable."
msgstr "Сдвиг — тоже поведение слуги, для всего, что Movable."

msgid "So is measuring: the served types only expose a position."
msgstr "Как и измерение: обслуживаемые типы лишь открывают position."

msgid "They moved, yet their classes have no moving code at all."
msgstr "Они переместились, хотя в их классах нет кода перемещения."

# Sources/Patterns/Behavioral/ChainOfResponsibility.swift
msgid "chain-of-responsibility has no command {0}"
msgstr "у chain-of-responsibility нет команды {0}"

msgid "{0} starts at {1}"
msgstr "{0} начинается в {1}"

msgid "{0} doesn't handle it: passes it to {1}"
msgstr "{0} его не обрабатывает: передаёт в {1}"

msgid "{1} handles {2} ({0} link visited)"
msgid_plural "{1} handles {2} ({0} links visited)"
msgstr[0] "{1} обрабатывает {2} (пройдено {0} звено)"
msgstr[1] "{1} обрабатывает {2} (пройдено {0} звена)"
msgstr[2] "{1} обрабатывает {2} (пройдено {0} звеньев)"

msgid "end of the chain: {0} is discarded, unhandled"
msgstr "конец цепочки: {0} никто не обработал, событие отброшено"

msgid "{0} doesn't handle {1} anyway: nothing changed"
msgstr "{0} и так не обрабатывает {1}: ничего не изменилось"

msgid "{0} no longer handles {1}: it will pass it on"
msgstr "{0} больше не обрабатывает {1}: будет передавать дальше"

msgid "{0} already handles {1}: nothing changed"
msgstr "{0} уже обрабатывает {1}: ничего не изменилось"

msgid "{0} now handles {1} instead of passing it on"
msgstr "{0} теперь сам обрабатывает {1}, а не передаёт дальше"

msgid "only views inside the window can be detached, not {0}"
msgstr "отсоединить можно только представления внутри окна, а не {0}"

msgid "{0} is already detached"
msgstr "представление {0} уже отсоединено"

msgid "{0} removed from {1}"
msgstr "представление {0} убрано из {1}"

msgid "its subviews go with it: {0}"
msgstr "вместе с ним уходят его подпредставления: {0}"

msgid "chain from {0} now: {1}"
msgstr "цепочка от {0} теперь: {1}"

msgid "chain from {1}, {0} link:"
msgid_plural "chain from {1}, {0} links:"
msgstr[0] "цепочка от {1}, {0} звено:"
msgstr[1] "цепочка от {1}, {0} звена:"
msgstr[2] "цепочка от {1}, {0} звеньев:"

msgid "no responder '{0}': use one of {1}"
msgstr "нет респондера '{0}': выберите один из: {1}"

msgid "which event? use one of {0}"
msgstr "какое событие? Выберите одно из: {0}"

msgid "unknown event '{0}': use one of {1}"
msgstr "неизвестное событие '{0}': выберите одно из: {1}"

msgid "responder   → next        handles"
msgstr "респондер   → next        обрабатывает"

# Sources/Patterns/Behavioral/Command.swift
msgid "nothing to undo: the undo stack is empty"
msgstr "отменять нечего: стек отмены пуст"

msgid "nothing to redo: the redo stack is empty"
msgstr "повторять нечего: стек повтора пуст"

msgid "there is nothing to insert"
msgstr "вставлять нечего"

msgid "delete needs a count of at least 1"
msgstr "delete нужно число не меньше 1"

msgid "can't delete {1}: the text has only {0} characters"
msgid_plural "can't delete {1}: the text has only {0} characters"
msgstr[0] "нельзя удалить {1}: в тексте всего {0} символ"
msgstr[1] "нельзя удалить {1}: в тексте всего {0} символа"
msgstr[2] "нельзя удалить {1}: в тексте всего {0} символов"

msgid "undid {0}: moved to the redo stack"
msgstr "отменена команда {0}: она перенесена в стек повтора"

msgid "redid {0}: back on the undo stack"
msgstr "повторена команда {0}: она снова в стеке отмены"

msgid "command has no command {0}"
msgstr "у command нет команды {0}"

msgid "command"
msgstr "команда"

msgid "executed {0}: pushed on the undo stack"
msgstr "выполнена команда {0}: она положена в стек отмены"

msgid "a new command: the redo stack is cleared"
msgstr "новая команда: стек повтора очищен"

msgid "text: \"{0}\""
msgstr "текст: \"{0}\""

msgid "text: \"…{0}\""
msgstr "текст: \"…{0}\""

msgid "(empty)"
msgstr "(пусто)"

msgid "undo stack (top first):"
msgstr "стек отмены (сверху вниз):"

msgid "redo stack (top first):"
msgstr "стек повтора (сверху вниз):"

msgid "undo: {0} command"
msgid_plural "undo: {0} commands"
msgstr[0] "стек отмены: {0} команда"
msgstr[1] "стек отмены: {0} команды"
msgstr[2] "стек отмены: {0} команд"

msgid "redo: {0} command"
msgid_plural "redo: {0} commands"
msgstr[0] "стек повтора: {0} команда"
msgstr[1] "стек повтора: {0} команды"
msgstr[2] "стек повтора: {0} команд"

msgid "next undo: {0}"
msgstr "отменится: {0}"

msgid "next redo: {0}"
msgstr "повторится: {0}"

# Sources/Patterns/Behavioral/Interpreter.swift
msgid "{0} has no value: set it first"
msgstr "у {0} нет значения: сначала задайте его через set"

msgid "{0} reaches {1} or more: too large here"
msgstr "{0} достигает {1} или больше: здесь это слишком много"

msgid "division by zero"
msgstr "деление на ноль"

msgid "there is nothing to evaluate"
msgstr "вычислять нечего"

msgid "unexpected {0} at column {1}"
msgstr "в столбце {1} не ожидалось {0}"

msgid "'{0}' at column {1} is not a number"
msgstr "'{0}' в столбце {1} — не число"

msgid "'{0}' at column {1} has more than 6 decimals"
msgstr "у '{0}' в столбце {1} больше 6 знаков после точки"

msgid "'{0}' at column {1} has more than 15 digits: a Double keeps no more"
msgstr "у '{0}' в столбце {1} больше 15 цифр: Double больше не хранит"

msgid "'{0}' at column {1} is too large: numbers stay below {2}"
msgstr "'{0}' в столбце {1} слишком велико: числа должны быть меньше {2}"

msgid "'{0}' at column {1} is not part of the grammar"
msgstr "'{0}' в столбце {1} не входит в грамматику"

msgid "the expression is too long: at most {0} numbers, names and symbols"
msgstr "выражение слишком длинное: не больше {0} чисел, имён и символов"

msgid "the expression ends too early: a number or name is missing"
msgstr "выражение обрывается: не хватает числа или имени"

msgid "'(' at column {0} is never closed"
msgstr "скобка '(' в столбце {0} не закрыта"

msgid "expected a number or name at column {0}, found {1}"
msgstr "в столбце {0} ожидалось число или имя, а стоит {1}"

msgid "too deeply nested at column {0}: at most {1} levels of ( and -"
msgstr "слишком глубокая вложенность в столбце {0}: не больше {1} уровней ( и -"

msgid "no expression yet: try eval 2 + 3 * x"
msgstr "выражения ещё нет: попробуйте eval 2 + 3 * x"

msgid "interpreter has no command {0}"
msgstr "у interpreter нет команды {0}"

msgid "parsed as {0}"
msgstr "разобрано как {0}"

msgid "evaluates to {0}"
msgstr "значение: {0}"

msgid "… {0} more node not drawn"
msgid_plural "… {0} more nodes not drawn"
msgstr[0] "… ещё {0} узел не показан"
msgstr[1] "… ещё {0} узла не показаны"
msgstr[2] "… ещё {0} узлов не показано"

msgid "a variable name is ASCII letters (a-z) and digits, starting with a letter"
msgstr "имя переменной состоит из латинских букв (a-z) и цифр и начинается с буквы"

msgid "the value"
msgstr "значение"

msgid "the value must stay below {0} either way"
msgstr "значение должно быть по модулю меньше {0}"

msgid "context: {0} = {1}"
msgstr "контекст: {0} = {1}"

msgid "context: {0}"
msgstr "контекст: {0}"

msgid "no variables"
msgstr "переменных нет"

msgid "last tree: {0}"
msgstr "последнее дерево: {0}"

# Sources/Patterns/Behavioral/Iterator.swift
msgid "iterator has no command {0}"
msgstr "у iterator нет команды {0}"

msgid "'{0}' has an empty title: join titles with single slashes, like Basics/Closures"
msgstr "в '{0}' есть пустой заголовок: разделяйте заголовки одним слешем, например Basics/Closures"

msgid "paths start below the root {0}: write Basics/Closures, not {0}/Basics/Closures"
msgstr "пути начинаются под корнем {0}: пишите Basics/Closures, а не {0}/Basics/Closures"

msgid "{0} is already in the outline: nothing changed"
msgstr "{0} уже есть в оглавлении: ничего не изменилось"

msgid "added {1}: {0} new section"
msgid_plural "added {1}: {0} new sections"
msgstr[0] "добавлено {1}: {0} новый раздел"
msgstr[1] "добавлено {1}: {0} новых раздела"
msgstr[2] "добавлено {1}: {0} новых разделов"

msgid "the cursor still walks the outline it started on"
msgstr "курсор по-прежнему обходит то оглавление, с которого начал"

msgid "next() returned nil: the depth walk is over"
msgstr "next() вернул nil: обход в глубину окончен"

msgid "next() returned nil: the breadth walk is over"
msgstr "next() вернул nil: обход в ширину окончен"

msgid "`restart` makes a fresh iterator"
msgstr "`restart` создаст новый итератор"

msgid "next() → {0} (step {1}, depth {2})"
msgstr "next() → {0} (шаг {1}, глубина {2})"

msgid "a fresh depth-first iterator, at the start"
msgstr "новый итератор обхода в глубину, в самом начале"

msgid "a fresh breadth-first iterator, at the start"
msgstr "новый итератор обхода в ширину, в самом начале"

msgid "level {0}: {1}"
msgstr "уровень {0}: {1}"

msgid "next() returned nil: the loop ends"
msgstr "next() вернул nil: цикл окончен"

msgid "unknown order '{0}': use depth or breadth"
msgstr "неизвестный порядок '{0}': укажите depth или breadth"

msgid "depth first"
msgstr "в глубину"

msgid "breadth first"
msgstr "в ширину"

msgid "outline: {0} section"
msgid_plural "outline: {0} sections"
msgstr[0] "оглавление: {0} раздел"
msgstr[1] "оглавление: {0} раздела"
msgstr[2] "оглавление: {0} разделов"

msgid "cursor: {1}, {0} step taken"
msgid_plural "cursor: {1}, {0} steps taken"
msgstr[0] "курсор: {1}, сделан {0} шаг"
msgstr[1] "курсор: {1}, сделано {0} шага"
msgstr[2] "курсор: {1}, сделано {0} шагов"

msgid "next: {0}"
msgstr "дальше: {0}"

msgid "nil (walk over)"
msgstr "nil (обход окончен)"

# Sources/Patterns/Behavioral/Mediator.swift
msgid "{0} is not in a room: join first"
msgstr "{0} не в комнате: сначала нужен join"

msgid "{0} is already in a room"
msgstr "{0} уже в комнате"

msgid "the name {0} is taken"
msgstr "имя {0} занято"

msgid "{0} is not in {1}"
msgstr "{0} нет в комнате {1}"

msgid "a message needs some text"
msgstr "в сообщении должен быть текст"

msgid "nobody called {0} is here to receive it"
msgstr "здесь нет никого по имени {0}, кто мог бы это получить"

msgid "{0} can't whisper to themselves"
msgstr "{0} не может шептать самому себе"

msgid "a whisper needs some text after @{0}"
msgstr "после @{0} нужен текст шёпота"

msgid "mediator has no command {0}"
msgstr "у mediator нет команды {0}"

msgid "a name is one word without @, like ann"
msgstr "имя — одно слово без @, например ann"

msgid "this demo's room has space for {0} people: reset to start again"
msgstr "в комнате этого примера помещается {0} человек: reset начнёт всё заново"

msgid "{1} joined {2}: {0} member"
msgid_plural "{1} joined {2}: {0} members"
msgstr[0] "{1} входит в {2}: {0} участник"
msgstr[1] "{1} входит в {2}: {0} участника"
msgstr[2] "{1} входит в {2}: {0} участников"

msgid "nobody else is here"
msgstr "больше никого нет"

msgid "{0} → room: \"{1}\""
msgstr "{0} → комната: \"{1}\""

msgid "room routes it to: {0}"
msgstr "комната передаёт его: {0}"

msgid "{0} left: the room drops {0}, {0} drops the room"
msgstr "{0} выходит: комната забывает {0}, {0} забывает комнату"

msgid "{1} (not in a room) has {0} message"
msgid_plural "{1} (not in a room) has {0} messages"
msgstr[0] "у {1} (не в комнате) {0} сообщение"
msgstr[1] "у {1} (не в комнате) {0} сообщения"
msgstr[2] "у {1} (не в комнате) {0} сообщений"

msgid "{1} (in {2}) has {0} message"
msgid_plural "{1} (in {2}) has {0} messages"
msgstr[0] "у {1} (в {2}) {0} сообщение"
msgstr[1] "у {1} (в {2}) {0} сообщения"
msgstr[2] "у {1} (в {2}) {0} сообщений"

msgid "nobody called {0} ever joined: try join {0}"
msgstr "участник {0} ни разу не входил: попробуйте join {0}"

msgid "room {0}: {1}"
msgstr "комната {0}: {1}"

msgid "(nobody)"
msgstr "(никого)"

msgid "{0}: {1} msg, last \"{2}\""
msgstr "{0}: {1} сообщ., последнее \"{2}\""

msgid "{0}: {1} msg"
msgstr "{0}: {1} сообщ."

# Sources/Patterns/Behavioral/Memento.swift
msgid "a checkpoint is a name of 1 to {0} characters"
msgstr "checkpoint — имя длиной от 1 до {0} символов"

msgid "{0} must be a whole number from {1} to {2}, not '{3}'"
msgstr "{0}: нужно целое число от {1} до {2}, а не '{3}'"

msgid "the level could not be archived: {0}"
msgstr "уровень не удалось заархивировать: {0}"

msgid "that memento is not a saved level: nothing was restored"
msgstr "этот снимок — не сохранённый уровень: ничего не восстановлено"

msgid "no saves yet: use save first"
msgstr "сохранений пока нет: сначала выполните save"

msgid "no slot {0}: slots are 1 to {1}"
msgstr "слота {0} нет: есть слоты 1–{1}"

msgid "the slot"
msgstr "номер слота"

msgid "memento has no command {0}"
msgstr "у memento нет команды {0}"

msgid "the level archived itself: {0} bytes of JSON"
msgid_plural "the level archived itself: {0} bytes of JSON"
msgstr[0] "уровень заархивировал себя: {0} байт JSON"
msgstr[1] "уровень заархивировал себя: {0} байта JSON"
msgstr[2] "уровень заархивировал себя: {0} байт JSON"

msgid "the caretaker keeps it in slot {0}"
msgstr "опекун кладёт снимок в слот {0}"

msgid "unknown field '{0}': use one of {1}"
msgstr "неизвестное поле '{0}': выберите одно из: {1}"

msgid "{0} is already {1}: nothing changed"
msgstr "{0} уже {1}: ничего не изменилось"

msgid "{0} is now {1} (saved slots are untouched)"
msgstr "{0} теперь {1} (сохранённые слоты не тронуты)"

msgid "the caretaker hands back slot {0}"
msgstr "опекун возвращает слот {0}"

msgid "the level decodes it: level {0}, score {1}, lives {2}, at {3}"
msgstr "уровень декодирует его: level {0}, score {1}, lives {2}, checkpoint {3}"

msgid "no saves yet"
msgstr "сохранений пока нет"

msgid "slot {1}: {0} bytes"
msgid_plural "slot {1}: {0} bytes"
msgstr[0] "слот {1}: {0} байт"
msgstr[1] "слот {1}: {0} байта"
msgstr[2] "слот {1}: {0} байт"

msgid "slot {0} holds:"
msgstr "в слоте {0}:"

msgid "GameLevel (originator)"
msgstr "GameLevel (создатель)"

msgid "SaveSlots (caretaker): {0} memento"
msgid_plural "SaveSlots (caretaker): {0} mementos"
msgstr[0] "SaveSlots (опекун): {0} снимок"
msgstr[1] "SaveSlots (опекун): {0} снимка"
msgstr[2] "SaveSlots (опекун): {0} снимков"

# Sources/Patterns/Behavioral/Servant.swift
msgid "{0} is off the board: x 0-{1}, y 0-{2}"
msgstr "{0} — за пределами доски: x 0-{1}, y 0-{2}"

msgid "dx and dy go from -{0} to {0}"
msgstr "dx и dy — от -{0} до {0}"

msgid "that nudge leaves the board: x 0-{0}, y 0-{1}"
msgstr "такой сдвиг уводит с доски: x 0-{0}, y 0-{1}"

msgid "the servant refuses: {0}"
msgstr "слуга отказывается: {0}"

msgid "{0} is already at {1}: nothing changed"
msgstr "{0} уже в {1}: ничего не изменилось"

msgid "MoveServant.distance: {1} to {2} is {0} step"
msgid_plural "MoveServant.distance: {1} to {2} is {0} steps"
msgstr[0] "MoveServant.distance: от {1} до {2} {0} шаг"
msgstr[1] "MoveServant.distance: от {1} до {2} {0} шага"
msgstr[2] "MoveServant.distance: от {1} до {2} {0} шагов"

msgid "servant has no command {0}"
msgstr "у servant нет команды {0}"

msgid "rover:  Rover \"{0}\", battery {1}% at {2}"
msgstr "rover:  Rover \"{0}\", заряд {1}%, в {2}"

msgid "crate:  Crate of {0} at {1}"
msgstr "crate:  Crate с грузом {0}, в {1}"

msgid "beacon: Beacon on {0} MHz at {1}"
msgstr "beacon: Beacon на {0} МГц, в {1}"

msgid "all three are Movable; only MoveServant moves them"
msgstr "все трое — Movable; перемещает их только MoveServant"

msgid "no thing called '{0}': use rover, crate or beacon"
msgstr "нет объекта '{0}': выберите rover, crate или beacon"

msgid "* {0}: {1} share it"
msgstr "* {0}: здесь {1}"

msgid "board {0}×{1}  R rover  C crate  B beacon"
msgstr "доска {0}×{1}  R rover  C crate  B beacon"

# Sources/Patterns/Behavioral/State.swift
msgid "coin accepted, the arm unlocks"
msgstr "монета принята, турникет открыт"

msgid "the arm is locked; insert a coin first"
msgstr "турникет закрыт; сначала бросьте монету"

msgid "fault detected, out of order"
msgstr "сбой, турникет не работает"

msgid "nothing to repair, it works"
msgstr "чинить нечего, всё работает"

msgid "already paid, the coin is returned"
msgstr "уже оплачено, монета возвращена"

msgid "one person passes, the arm locks again"
msgstr "один прошёл, турникет снова закрыт"

msgid "fault detected, out of order (fare kept)"
msgstr "сбой, турникет не работает (плата остаётся)"

msgid "out of order, the coin is returned"
msgstr "не работает, монета возвращена"

msgid "out of order, the arm does not move"
msgstr "не работает, турникет не поворачивается"

msgid "already out of order"
msgstr "и так не работает"

msgid "repaired, locked and ready"
msgstr "починен, закрыт и готов"

msgid "{0} handles {1}: {2}"
msgstr "{0} обрабатывает {1}: {2}"

msgid "stays {0}"
msgstr "остаётся {0}"

msgid "state: {0} → {1}"
msgstr "состояние: {0} → {1}"

msgid "state has no command {0}"
msgstr "у state нет команды {0}"

msgid "state         event   → next"
msgstr "состояние     событие → следующее"

msgid "(stays)"
msgstr "(остаётся)"

msgid "state: {0}"
msgstr "состояние: {0}"

msgid "coins kept: {0}"
msgstr "монет принято: {0}"

msgid "coins returned: {0}"
msgstr "монет возвращено: {0}"

msgid "people through: {0}"
msgstr "прошло людей: {0}"

# Sources/Patterns/Behavioral/Strategy.swift
msgid "every item at its price"
msgstr "каждый товар по своей цене"

msgid "{0}% off everything"
msgstr "скидка {0}% на всё"

msgid "cheapest of each three is free"
msgstr "самый дешёвый из трёх — даром"

msgid "{0} off at {1} or more"
msgstr "скидка {0} от суммы {1}"

msgid "a price looks like 12 or 4.50, not '{0}'"
msgstr "цена записывается как 12 или 4.50, а не '{0}'"

msgid "a price is at most {0}, not '{1}'"
msgstr "цена — не больше {0}, а не '{1}'"

msgid "strategy has no command {0}"
msgstr "у strategy нет команды {0}"

msgid "unknown strategy '{0}': use one of {1}"
msgstr "неизвестная стратегия '{0}': выберите одну из: {1}"

msgid "the checkout already uses {0}: nothing changed"
msgstr "касса уже использует {0}: ничего не изменилось"

msgid "its rule: {0}"
msgstr "её правило: {0}"

msgid "checkout asks {0}: {1}"
msgstr "касса спрашивает {0}: {1}"

msgid "cart {0} → pay {1}"
msgstr "корзина {0} → к оплате {1}"

msgid "cart {0} → pay {1} (saves {2})"
msgstr "корзина {0} → к оплате {1} (экономия {2})"

msgid "one cart of {0}, each strategy in turn:"
msgstr "одна корзина на {0}, каждая стратегия по очереди:"

msgid "← in use"
msgstr "← выбрана"

msgid "strategy: {0}"
msgstr "стратегия: {0}"

msgid "rule: {0}"
msgstr "правило: {0}"

msgid "last cart: {0}"
msgstr "последняя корзина: {0}"

# Sources/Patterns/Behavioral/TemplateMethod.swift
msgid "| pattern | minutes |"
msgstr "| паттерн | минуты |"

msgid "- {0} ({1} min)"
msgstr "- {0} ({1} мин)"

msgid "total: {0} min of {1} patterns"
msgstr "итого: {0} мин на паттерны {1}"

msgid "template-method has no command {0}"
msgstr "у template-method нет команды {0}"

msgid "{0}'s own"
msgstr "свой у {0}"

msgid "default"
msgstr "по умолчанию"

msgid "kept {0} of {1} records"
msgstr "оставлено {0} из {1} записей"

msgid "{0} line"
msgid_plural "{0} lines"
msgstr[0] "{0} строка"
msgstr[1] "{0} строки"
msgstr[2] "{0} строк"

msgid "{0}.export() runs the template:"
msgstr "{0}.export() выполняет шаблон:"

msgid "output:"
msgstr "результат:"

msgid "export() runs, in this order:"
msgstr "export() выполняет по порядку:"

msgid "1 header  hook: default writes nothing"
msgstr "1 header  хук: по умолчанию ничего не пишет"

msgid "2 filter  hook: default keeps every record"
msgstr "2 filter  хук: по умолчанию оставляет все записи"

msgid "3 rows    required: row(for:) per record"
msgstr "3 rows    обязателен: row(for:) на каждую запись"

msgid "4 footer  hook: default writes nothing"
msgstr "4 footer  хук: по умолчанию ничего не пишет"

msgid "nothing"
msgstr "ничего"

msgid "{0} writes row(for:) and overrides: {1}"
msgstr "{0} пишет row(for:) и переопределяет: {1}"

msgid "the template still runs header → filter → rows → footer"
msgstr "шаблон всё так же выполняет header → filter → rows → footer"

msgid "unknown exporter '{0}': use one of {1}"
msgstr "неизвестный экспортёр '{0}': выберите один из: {1}"

msgid "exporters: {0}"
msgstr "экспортёры: {0}"

msgid "records: {0} patterns"
msgid_plural "records: {0} patterns"
msgstr[0] "записи: {0} паттерн"
msgstr[1] "записи: {0} паттерна"
msgstr[2] "записи: {0} паттернов"

msgid "last run: {0}"
msgstr "последний запуск: {0}"

# Sources/Patterns/Behavioral/Visitor.swift
msgid "visitor has no command {0}"
msgstr "у visitor нет команды {0}"

msgid "AreaVisitor: circles add πr², rectangles w×h"
msgstr "AreaVisitor: круг даёт πr², прямоугольник — w×h"

msgid "total area: {0}"
msgstr "общая площадь: {0}"

msgid "CountVisitor: one counter per figure type"
msgstr "CountVisitor: по счётчику на каждый тип фигуры"

msgid "{0} circle"
msgid_plural "{0} circles"
msgstr[0] "{0} круг"
msgstr[1] "{0} круга"
msgstr[2] "{0} кругов"

msgid "{0} rectangle"
msgid_plural "{0} rectangles"
msgstr[0] "{0} прямоугольник"
msgstr[1] "{0} прямоугольника"
msgstr[2] "{0} прямоугольников"

msgid "{0} group"
msgid_plural "{0} groups"
msgstr[0] "{0} группа"
msgstr[1] "{0} группы"
msgstr[2] "{0} групп"

msgid "RenderVisitor: enter/leave track the depth"
msgstr "RenderVisitor: enter/leave следят за глубиной"

msgid "unknown visitor '{0}': use area, count or render"
msgstr "неизвестный посетитель '{0}': выберите area, count или render"

msgid "figure"
msgstr "фигура"

msgid "the radius"
msgstr "радиус"

msgid "the width"
msgstr "ширина"

msgid "the height"
msgstr "высота"

msgid "sizes go from 0.1 to 1000"
msgstr "размеры — от 0.1 до 1000"

msgid "too many words: usage: add circle <r> | rect <w> <h> [group]"
msgstr "лишние слова; формат: add circle <r> | rect <w> <h> [group]"

msgid "no group called '{0}': try drawing or house"
msgstr "нет группы '{0}': попробуйте drawing или house"

msgid "added {0} to {1}; no figure type changed"
msgstr "{0} добавлен в {1}; ни один тип фигуры не изменился"
"""#
