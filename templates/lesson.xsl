<?xml version="1.0" encoding="UTF-8"?>
<!-- A lesson page: contents on the side, the lesson, and the way to its neighbours. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml">

  <xsl:template match="lesson-page">
    <div class="lesson-layout">
      <!-- "On this page" first: on a phone it is the list a reader opens most. -->
      <div class="sidebar">
      <xsl:if test="toc/entry">
        <!-- On narrow screens the contents fold under their title; the checkbox
             opens them without a script (XHTML 1.0 Strict has no <details>). -->
        <div class="toc">
          <input type="checkbox" id="toc_toggle" class="toc-toggle"/>
          <p class="toc-title"><label for="toc_toggle"><xsl:call-template name="word"><xsl:with-param name="key" select="'contents'"/></xsl:call-template></label></p>
          <ul>
            <xsl:for-each select="toc/entry">
              <li class="toc-level-{@level}">
                <a href="{@href}">
                  <xsl:if test="@lang">
                    <xsl:attribute name="lang"><xsl:value-of select="@lang"/></xsl:attribute>
                    <xsl:attribute name="xml:lang"><xsl:value-of select="@lang"/></xsl:attribute>
                  </xsl:if>
                  <xsl:value-of select="."/>
                </a>
              </li>
            </xsl:for-each>
          </ul>
        </div>
      </xsl:if>
      <xsl:apply-templates select="course-lessons"/>
      <xsl:for-each select="print-link">
        <p class="print-link"><a href="{@href}"><xsl:call-template name="word"><xsl:with-param name="key" select="'print-page'"/></xsl:call-template></a></p>
      </xsl:for-each>
      </div>
      <div class="lesson">
        <p class="kicker">
          <xsl:call-template name="word">
            <xsl:with-param name="key" select="'lesson-number'"/>
            <xsl:with-param name="n" select="@number"/>
          </xsl:call-template>
        </p>
        <h1><xsl:call-template name="field-language"><xsl:with-param name="lang" select="@title-lang"/></xsl:call-template><xsl:value-of select="@title"/></h1>
        <xsl:if test="@summary">
          <p class="lead">
            <xsl:call-template name="field-language">
              <xsl:with-param name="lang" select="@summary-lang"/>
              <xsl:with-param name="class" select="'lead'"/>
            </xsl:call-template>
            <xsl:value-of select="@summary"/>
          </p>
        </xsl:if>
        <xsl:apply-templates select="notice"/>
        <xsl:apply-templates select="body"/>
        <xsl:apply-templates select="pager"/>
        <xsl:call-template name="lesson-meta"/>
      </div>
    </div>
  </xsl:template>

  <!-- Under the lesson: where its source is edited (site.json's editURL) and when it
       was last committed (lastUpdated). -->
  <xsl:template name="lesson-meta">
    <xsl:if test="@edit or updated">
      <p class="lesson-meta">
        <xsl:if test="@edit">
          <a class="edit-link" href="{@edit}"><xsl:call-template name="word"><xsl:with-param name="key" select="'edit-page'"/></xsl:call-template></a>
        </xsl:if>
        <xsl:for-each select="updated">
          <span class="last-updated" title="{@date}"><xsl:call-template name="word"><xsl:with-param name="key" select="'last-updated'"/><xsl:with-param name="n" select="string(.)"/></xsl:call-template></span>
        </xsl:for-each>
      </p>
    </xsl:if>
  </xsl:template>

  <!-- The course's lessons beside the page, folded on narrow screens as the contents
       are; the current one is marked (reader.js adds aria-current="page", which the
       XHTML 1.0 DTD does not know). -->
  <xsl:template match="course-lessons">
    <div class="toc course-lessons">
      <input type="checkbox" id="lessons_toggle" class="toc-toggle"/>
      <p class="toc-title"><label for="lessons_toggle"><xsl:value-of select="@title"/></label></p>
      <ul>
        <xsl:if test="@earlier">
          <li class="more-lessons"><a href="{@href}">… <xsl:call-template name="word"><xsl:with-param name="key" select="concat('lesson-count', substring('-one', 1, 4 * (@earlier = 1)))"/><xsl:with-param name="n" select="@earlier"/></xsl:call-template></a></li>
        </xsl:if>
        <xsl:for-each select="entry">
          <li>
            <a href="{@href}">
              <xsl:if test="@current = 'yes'"><xsl:attribute name="class">current-lesson</xsl:attribute></xsl:if>
              <xsl:value-of select="."/>
            </a>
          </li>
        </xsl:for-each>
        <xsl:if test="@later">
          <li class="more-lessons"><a href="{@href}"><xsl:call-template name="word"><xsl:with-param name="key" select="concat('lesson-count', substring('-one', 1, 4 * (@later = 1)))"/><xsl:with-param name="n" select="@later"/></xsl:call-template> …</a></li>
        </xsl:if>
      </ul>
    </div>
  </xsl:template>

  <xsl:template match="pager">
    <xsl:if test="*">
      <div class="pager">
        <xsl:for-each select="previous">
          <a class="pager-previous" rel="prev" href="{@href}">
            <span class="pager-label">← <xsl:call-template name="word"><xsl:with-param name="key" select="'previous'"/></xsl:call-template></span>
            <span class="pager-title"><xsl:value-of select="@title"/></span>
          </a>
        </xsl:for-each>
        <xsl:for-each select="next">
          <a class="pager-next" rel="next" href="{@href}">
            <span class="pager-label"><xsl:call-template name="word"><xsl:with-param name="key" select="'next'"/></xsl:call-template> →</span>
            <span class="pager-title"><xsl:value-of select="@title"/></span>
          </a>
        </xsl:for-each>
      </div>
    </xsl:if>
  </xsl:template>
</xsl:stylesheet>
