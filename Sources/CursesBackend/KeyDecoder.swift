import CNCursesW
import TerminalKit

/// Turns what `wget_wch` returned into an `InputEvent`.
enum KeyDecoder {
    static func event(status: Int32, code: wint_t) -> InputEvent? {
        if status == KEY_CODE_YES { return functionKey(Int32(code)) }
        return character(code)
    }

    private static func character(_ code: wint_t) -> InputEvent? {
        switch code {
        case 13, 10: return .key(.enter)
        case 27: return .key(.escape)
        case 127, 8: return .key(.backspace)
        case 9: return .key(.tab)
        case 1...26: return .key(.control(Character(Unicode.Scalar(UInt8(code) + 96))))
        default:
            guard let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            return .key(.character(Character(scalar)))
        }
    }

    private static func functionKey(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_HOME: return .key(.home)
        case KEY_END, KEY_LL: return .key(.end)
        case KEY_ENTER: return .key(.enter)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_DC: return .key(.delete)
        case KEY_BTAB: return .key(.backTab)
        case KEY_RESIZE: return .resize(Size(width: Int(pt_cols()), height: Int(pt_lines())))
        case KEY_MOUSE: return mouse()
        case (KEY_F0 + 1)...(KEY_F0 + 63): return .key(.function(Int(code - KEY_F0)))
        default: return nil
        }
    }

    private static func mouse() -> InputEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let position = Position(x: Int(event.x), y: Int(event.y))
        if event.bstate & pt_button4_pressed() != 0 { return .mouse(MouseEvent(.wheelUp, at: position)) }
        if pt_button5_pressed() != 0 && event.bstate & pt_button5_pressed() != 0 {
            return .mouse(MouseEvent(.wheelDown, at: position))
        }
        if event.bstate & (pt_button1_pressed() | pt_button1_clicked()) != 0 {
            return .mouse(MouseEvent(.click, at: position))
        }
        return nil
    }
}
