#!/usr/bin/env python3
"""Renders templates/products.html with products.json into site/index.html: one live rating
(templates/rating.html, written by `make rating`) included for every product, its value filled
in by Jinja from the data. Needs Jinja2 (python3 -m pip install jinja2)."""
import json
import os
import shutil

from jinja2 import Environment, FileSystemLoader, select_autoescape

here = os.path.dirname(os.path.abspath(__file__))
environment = Environment(loader=FileSystemLoader(os.path.join(here, "templates")), autoescape=select_autoescape())
with open(os.path.join(here, "products.json")) as data:
    products = json.load(data)
os.makedirs(os.path.join(here, "site"), exist_ok=True)
with open(os.path.join(here, "site", "index.html"), "w") as page:
    page.write(environment.get_template("products.html").render(products=products))
shutil.copy(os.path.join(here, "live-rating.css"), os.path.join(here, "site", "live-rating.css"))
