"""Widgets that the lesson notebooks in lessons/ru/ and lessons/en/ import."""
