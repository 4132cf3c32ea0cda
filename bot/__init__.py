"""The Telegram bot tutor: conversation logic, handlers and application wiring."""
