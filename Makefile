# Every target bootstraps .venv from a fresh clone; nothing else needs installing.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: play test quick lint bench clean

play: $(STAMP)
	$(BIN)/solo play

# the checks, then everything, the slow crash, fuzz and wheel tests included (CI runs this)
test: lint
	$(BIN)/python -m pytest -n auto

# the inner loop: everything but the tests marked slow
quick: $(STAMP)
	$(BIN)/python -m pytest -n auto -m "not slow"

# ruff, mypy --strict, the import contracts, and no function above cognitive complexity 15
lint: $(STAMP)
	$(BIN)/ruff check solo tests bench docs
	$(BIN)/ruff format --check solo tests bench docs
	$(BIN)/mypy --strict solo
	$(BIN)/lint-imports
	$(BIN)/complexipy solo --max-complexity-allowed 15 --quiet

bench: $(STAMP)
	$(BIN)/python -c "import icepool" 2>/dev/null || $(BIN)/python -m pip install --quiet -e '.[bench]'
	$(BIN)/python bench/odds.py

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

clean:
	rm -rf $(VENV) build *.egg-info
