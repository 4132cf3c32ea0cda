# Set-up and everyday commands. Needs Python 3.11+ and make; no conda.
#   make lessons [COURSE_LANG=en]   JupyterLab on the course's index
#   make kids [COURSE_LANG=en]      the kids' track in Voila: the activities without code
#   make test [PYTEST_ARGS=...]     the whole test suite ("-m 'not slow'": the quick part)
#   make check                      ruff (lint, imports) and mypy (strict for mjcore/)
#   make bench                      the benchmarks in tests/bench/, their figures written to docs/BENCHMARKS.md
#   make bot [BOT_LANG=en]          the Telegram bot: long polling with TELEGRAM_BOT_TOKEN, else the console
#   make site                       the course as a static site in site/ (JupyterLite; needs npm)
#   make site-serve [SITE_PORT=8000] serves site/ on 127.0.0.1
#   make pictures                   the README's pictures in docs/pictures/, made from the product

PYTHON ?= python3
VENV = .venv
COURSE_LANG ?= ru
PYTEST_ARGS ?=

.PHONY: venv lessons kids test check bench bot site site-serve pictures clean

venv: $(VENV)/.installed

# Re-installs whenever pyproject.toml changes; the editable install picks up code changes by itself.
$(VENV)/.installed: pyproject.toml
	test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --upgrade pip
	$(VENV)/bin/pip install -e '.[notebooks,bot,postgres,dev,site]'
	$(VENV)/bin/python tools/lab_settings.py
	$(VENV)/bin/pip install --quiet -e '.[reference]' || echo "note: the reference calculator pymahjonggb did not build (no C++ compiler?): the MCR differential test will be skipped"
	touch $@

# jupyter_server takes the file argument relative to the current directory (it must exist
# there) and opens it as a path inside root_dir: /lab/tree/$(COURSE_LANG)/index.ipynb.
# JupyterLab refuses to start as root without --allow-root (containers, CI machines).
lessons: $(VENV)/.installed
	$(VENV)/bin/jupyter lab --ServerApp.root_dir=lessons $(if $(filter 0,$(shell id -u)),--allow-root) \
		lessons/$(COURSE_LANG)/index.ipynb

# Voila shows the notebooks' outputs only: the kids' boards, the pictures and the text. It keeps
# one executed kernel per page (preheated) and opens the child's start page, 00_start.ipynb.
kids: $(VENV)/.installed
	$(VENV)/bin/python -m lessons.kids_server --lang $(COURSE_LANG)

test: $(VENV)/.installed
	$(VENV)/bin/python -m pytest $(PYTEST_ARGS)

# The trade's checks, configured in pyproject.toml: both must pass (CI runs them before the tests).
check: $(VENV)/.installed
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy

bench: $(VENV)/.installed
	$(VENV)/bin/python tests/bench/run.py

# The token is read from the environment by the bot itself, never put on a command line.
BOT_LANG ?= $(COURSE_LANG)
bot: $(VENV)/.installed
	@if [ -n "$$TELEGRAM_BOT_TOKEN" ]; then $(VENV)/bin/python -m bot; \
	else $(VENV)/bin/python -m bot --console --lang $(BOT_LANG); fi

# The static site: Pyodide from the npm registry, wheels from PyPI, built into a clean site/.
site: $(VENV)/.installed
	$(VENV)/bin/python tools/build_site.py --out site

SITE_PORT ?= 8000
site-serve:
	@test -f site/index.html || { echo "no site/ yet: run make site first"; exit 2; }
	@echo "the course: http://127.0.0.1:$(SITE_PORT)/lab/index.html  kids: http://127.0.0.1:$(SITE_PORT)/kids/ru.html"
	$(PYTHON) -m http.server $(SITE_PORT) --bind 127.0.0.1 --directory site

# The game table and the bot's chat from mjcore and the bot logic; a kids' board (Voila) and the
# calculator (JupyterLab) screenshot in Debian's chromium (without it those two are not made).
pictures: $(VENV)/.installed
	$(VENV)/bin/python tools/readme_pictures.py

clean:
	rm -rf $(VENV) build site *.egg-info .pytest_cache .hypothesis tests/artifacts
	find . -path ./.git -prune -o -type d \( -name __pycache__ -o -name .ipynb_checkpoints \) -prune -exec rm -rf {} +
